import { ActionIcon, Table, Text } from '@mantine/core';
import type { Contract } from '@vve/contract/calls/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ContractStatusBadge } from '../../../components/contract-status-badge';
import { DateText } from '../../../components/date-text';
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
      {contracts.length === 0 ? (
        <Text c="gray.7">{t('No contract found.')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Title')}</Table.Th>
                <Table.Th>{t('Status')}</Table.Th>
                <Table.Th>{t('Start date')}</Table.Th>
                <Table.Th>{t('End date')}</Table.Th>
                {editable && <Table.Th w={72}>{t('Actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contracts.map((contract) => (
                <Table.Tr key={contract.id}>
                  <Table.Td>{contract.titel}</Table.Td>
                  <Table.Td>
                    <ContractStatusBadge contract={contract} />
                  </Table.Td>
                  <Table.Td>
                    {contract.beginDatum === null ? t('unknown') : <DateText value={contract.beginDatum} />}
                  </Table.Td>
                  <Table.Td>
                    {contract.eindDatum === null ? t('No end date') : <DateText value={contract.eindDatum} />}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('Edit contract {{title}}', { title: contract.titel })}
                        onClick={() => {
                          setDialog(contract);
                        }}
                      >
                        <IconPencil aria-hidden size={18} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
