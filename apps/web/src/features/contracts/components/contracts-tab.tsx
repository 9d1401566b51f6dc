import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { useContracts } from '../api/get-contracts';
import { ContractStatusBadge } from '../../../components/contract-status-badge';
import { PlainList } from '../../../components/plain-list';

/** The contracts tab of the supplier home (spec §2); administrators see all contracts. */
export const ContractsTab = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const contracts = useContracts(page);
  return (
    <Stack>
      <Title order={2} size="h4">
        {isAdministrator ? t('All contracts') : t('Your contracts with the administrator')}
      </Title>
      <PagedList
        query={contracts}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 3, height: 56 }}
        empty={t('No contract found.')}
      >
        {(list) => (
          <PlainList>
            {list.map((contract) => (
              <Card key={contract.id} component="li" withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {contract.titel}
                  </Text>
                  <ContractStatusBadge contract={contract} />
                </Group>
                <Text size="sm">
                  {t('Start date')}:{' '}
                  {contract.beginDatum === null ? t('unknown') : <DateText value={contract.beginDatum} />}
                </Text>
                <Text size="sm">
                  {t('End date')}:{' '}
                  {contract.eindDatum === null ? t('No end date') : <DateText value={contract.eindDatum} />}
                </Text>
              </Card>
            ))}
          </PlainList>
        )}
      </PagedList>
    </Stack>
  );
};
