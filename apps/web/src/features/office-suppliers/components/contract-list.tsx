import type { Contract } from '@vve/contract/calls/contracts';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ContractStatusBadge } from '../../../components/contract-status-badge';
import { DateText } from '../../../components/date-text';
import { ItemActions } from '../../../components/item-actions';
import { RecordTable } from '../../../components/record-table';
import { useTranslation } from '../../../lib/i18n/i18n';
import { EditContractDialog, NewContractDialog } from './contract-dialog';

interface ContractListProps {
  supplierId: number;
  contracts: readonly Contract[];
  /** Whether contracts are added and changed here (not in an archived organisation). */
  editable: boolean;
}

/**
 * An organisation's contracts with the administrator, newest first, each with its display status (spec §4), start
 * date (else 'unknown') and end date (else 'No end date'), as the supplier-app shows them; 'New contract' and each
 * one's 'Edit'.
 */
export const ContractList = ({ supplierId, contracts, editable }: ContractListProps) => {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'new' | Contract | null>(null);
  const close = () => {
    setDialog(null);
  };
  return (
    <>
      <RecordTable
        items={contracts}
        rowKey={(contract) => contract.id}
        minWidth={560}
        empty={t('No contract found.')}
        columns={[
          { header: t('Title'), cell: (contract) => contract.titel },
          { header: t('Status'), cell: (contract) => <ContractStatusBadge contract={contract} /> },
          {
            header: t('Start date'),
            cell: (contract) =>
              contract.beginDatum === null ? t('unknown') : <DateText value={contract.beginDatum} />,
          },
          {
            header: t('End date'),
            cell: (contract) =>
              contract.eindDatum === null ? t('No end date') : <DateText value={contract.eindDatum} />,
          },
          editable && {
            header: t('Actions'),
            width: 72,
            cell: (contract) => (
              <ItemActions
                edit={{
                  label: t('Edit contract {{title}}', { title: contract.titel }),
                  onClick: () => {
                    setDialog(contract);
                  },
                }}
              />
            ),
          },
        ]}
      />
      {editable && (
        <AddButton
          label={t('New contract')}
          onClick={() => {
            setDialog('new');
          }}
        />
      )}
      {dialog === 'new' && <NewContractDialog supplierId={supplierId} onClose={close} />}
      {dialog !== null && dialog !== 'new' && <EditContractDialog contract={dialog} onClose={close} />}
    </>
  );
};
