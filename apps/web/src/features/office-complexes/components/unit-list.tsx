import { Text } from '@mantine/core';
import type { OfficeUnit } from '@vve/contract/calls/office-complexes';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemoveUnit } from '../api/remove-unit';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { RecordTable } from '../../../components/record-table';
import { Removal, useRemoval } from '../../../components/removal';
import { COMPLEX_REFUSALS } from './complex-refusals';
import { AddUnitDialog, EditUnitDialog } from './unit-dialog';

interface UnitListProps {
  complexId: number;
  units: readonly OfficeUnit[];
  /** Whether units are added, changed and removed here (not in an archived complex). */
  editable: boolean;
}

/**
 * A complex's units by index number with their votes and cost shares (and the sum of the shares), with 'Add unit',
 * and each unit's 'Edit' and 'Remove'.
 */
export const UnitList = ({ complexId, units, editable }: UnitListProps) => {
  const { t } = useTranslation();
  const remove = useRemoveUnit();
  const [dialog, setDialog] = useState<'add' | OfficeUnit | null>(null);
  const removal = useRemoval<OfficeUnit>(remove);
  const close = () => {
    setDialog(null);
  };
  return (
    <>
      <RecordTable
        items={units}
        rowKey={(unit) => unit.id}
        minWidth={420}
        empty={t('This complex has no units yet.')}
        columns={[
          { header: t('Index number'), cell: (unit) => unit.indexNr },
          { header: t('Address'), cell: (unit) => unit.adres },
          { header: t('Votes'), numeric: true, cell: (unit) => unit.votes },
          { header: t('Cost share'), numeric: true, cell: (unit) => unit.costShare },
          editable && {
            header: t('Actions'),
            width: 96,
            cell: (unit) => (
              <ItemActions
                edit={{
                  label: t('Edit unit {{indexNr}}', { indexNr: unit.indexNr }),
                  onClick: () => {
                    setDialog(unit);
                  },
                }}
                remove={{
                  label: t('Remove unit {{indexNr}}', { indexNr: unit.indexNr }),
                  onClick: () => {
                    removal.ask(unit);
                  },
                }}
              />
            ),
          },
        ]}
      />
      {units.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('Cost shares add up to {{parts}} parts: each unit pays its parts of the costs out of these.', {
            parts: units.reduce((sum, unit) => sum + unit.costShare, 0),
          })}
        </Text>
      )}
      <Removal
        {...removal.props}
        question={(unit) => t('Remove unit {{indexNr}}?', { indexNr: unit.indexNr })}
        failed={t('The unit could not be removed.')}
        explained={COMPLEX_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Add unit')}
          onClick={() => {
            setDialog('add');
          }}
        />
      )}
      {dialog === 'add' && <AddUnitDialog complexId={complexId} onClose={close} />}
      {dialog !== null && dialog !== 'add' && <EditUnitDialog unit={dialog} onClose={close} />}
    </>
  );
};
