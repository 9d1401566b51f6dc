import { Button, Checkbox, Group, NativeSelect } from '@mantine/core';
import { InboxOrder, type ComplexRef } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { requestStatusLabel } from '../../../components/request-status-badge';
import { SearchField } from '../../../components/search-field';
import { useTranslation } from '../../../lib/i18n/i18n';
import { isFiltered, type InboxFilters } from '../inbox-filters';
import { ComplexFilter } from '../../../components/complex-filter';

interface InboxFilterBarProps {
  filters: InboxFilters;
  /** The complexes to pick from. */
  complexes: readonly ComplexRef[];
  onChange: (changed: Partial<InboxFilters>) => void;
}

/** The inbox's filters (status, complex, text, only mine, waiting for me, overdue) and order, applied by the server. */
export const InboxFilterBar = ({ filters, complexes, onChange }: InboxFilterBarProps) => {
  const { t } = useTranslation();
  return (
    <Group role="search" aria-label={t('Filter requests')} align="flex-end" gap="sm">
      <SearchField
        value={filters.text}
        placeholder={t('Number, description, complex, requester, date or status')}
        onChange={(text) => {
          onChange({ text });
        }}
      />
      <NativeSelect
        label={t('Status')}
        value={filters.status ?? ''}
        data={[
          { value: '', label: t('All statuses') },
          ...ReportStatus.options.map((status) => ({ value: status, label: requestStatusLabel(status, t) })),
        ]}
        onChange={(event) => {
          onChange({ status: ReportStatus.safeParse(event.currentTarget.value).data ?? null });
        }}
        w={180}
      />
      <ComplexFilter
        complexes={complexes}
        value={filters.complex}
        onChange={(complex) => {
          onChange({ complex });
        }}
      />
      <Group gap="md" mih={36}>
        <Checkbox
          label={t('Only mine')}
          checked={filters.mine}
          onChange={(event) => {
            onChange({ mine: event.currentTarget.checked });
          }}
        />
        <Checkbox
          label={t('Waiting for me')}
          checked={filters.waiting}
          onChange={(event) => {
            onChange({ waiting: event.currentTarget.checked });
          }}
        />
        <Checkbox
          label={t('Overdue')}
          checked={filters.overdue}
          onChange={(event) => {
            onChange({ overdue: event.currentTarget.checked });
          }}
        />
      </Group>
      <NativeSelect
        label={t('Order')}
        value={filters.order}
        data={[
          { value: 'newest', label: t('Newest first') },
          { value: 'due', label: t('Soonest due first') },
        ]}
        onChange={(event) => {
          onChange({ order: InboxOrder.safeParse(event.currentTarget.value).data ?? 'newest' });
        }}
        w={170}
      />
      {isFiltered(filters) && (
        <Button
          variant="subtle"
          onClick={() => {
            onChange({ status: null, complex: null, text: '', mine: false, waiting: false, overdue: false });
          }}
        >
          {t('Clear the filters')}
        </Button>
      )}
    </Group>
  );
};
