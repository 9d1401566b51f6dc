import { Button, Checkbox, Group, NativeSelect } from '@mantine/core';
import type { ComplexRef, SupplierChoice } from '@vve/contract/calls/office';
import { supplierStatusText } from '../../../components/supplier-status';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import {
  isFiltered,
  LAST_STATUS_FILTERS,
  NO_FILTERS,
  type LastStatusFilter,
  type WorkOrderFilters,
} from '../work-order-filters';
import { ComplexFilter } from '../../../components/complex-filter';
import { NamedFilter } from '../../../components/named-filter';

const lastStatusLabel = (status: LastStatusFilter, t: TFunction): string =>
  status === 'NONE' ? t('No report yet') : supplierStatusText(status, t);

interface WorkOrderFilterBarProps {
  filters: WorkOrderFilters;
  suppliers: readonly SupplierChoice[];
  complexes: readonly ComplexRef[];
  onChange: (changed: Partial<WorkOrderFilters>) => void;
}

/** The work orders' filters (supplier, complex, last supplier status, overdue), each applied by the server. */
export const WorkOrderFilterBar = ({ filters, suppliers, complexes, onChange }: WorkOrderFilterBarProps) => {
  const { t } = useTranslation();
  return (
    <Group role="search" aria-label={t('Filter work orders')} align="flex-end" gap="sm">
      <NamedFilter
        label={t('Supplier')}
        placeholder={t('All suppliers')}
        clearLabel={t('Show all suppliers')}
        nothingFound={t('No supplier found')}
        unknown={(id) => t('Supplier {{id}}', { id })}
        choices={suppliers}
        value={filters.supplier}
        onChange={(supplier) => {
          onChange({ supplier });
        }}
      />
      <ComplexFilter
        complexes={complexes}
        value={filters.complex}
        onChange={(complex) => {
          onChange({ complex });
        }}
      />
      <NativeSelect
        label={t('Last supplier status')}
        value={filters.lastStatus ?? ''}
        data={[
          { value: '', label: t('Any status') },
          ...LAST_STATUS_FILTERS.map((status) => ({ value: status, label: lastStatusLabel(status, t) })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ lastStatus: LAST_STATUS_FILTERS.find((status) => status === value) ?? null });
        }}
        w={260}
      />
      <Group mih={36}>
        <Checkbox
          label={t('Overdue')}
          checked={filters.overdue}
          onChange={(event) => {
            onChange({ overdue: event.currentTarget.checked });
          }}
        />
      </Group>
      {isFiltered(filters) && (
        <Button
          variant="subtle"
          onClick={() => {
            onChange(NO_FILTERS);
          }}
        >
          {t('Clear the filters')}
        </Button>
      )}
    </Group>
  );
};
