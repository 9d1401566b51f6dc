import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { Money } from '../../../components/money';
import { QueryView } from '../../../components/query-view';
import { useDebiteur } from '../api/get-debiteur';
import { balanceDetail } from '../balance';
import { Section } from '../../../components/section';

/** debtorDetails (spec §2): the user's balance and direct debit authorisation in one complex. */
export const DebtorDetails = ({ vveId }: { vveId: number }) => {
  const { t } = useTranslation();
  const debiteur = useDebiteur(vveId);
  return (
    <QueryView query={debiteur} skeleton={{ lines: 4 }} notFound={t('This complex was not found.')}>
      {(debtor) => {
        if (debtor === null) return <Text c="gray.7">{t('No financial details found')}</Text>;
        const { saldo, incassoMachtiging } = debtor;
        const balance = balanceDetail(saldo, t);
        return (
          <Stack gap="lg">
            <Section title={t('Balance')}>
              <DetailList details={[{ label: balance.label, value: <Money amount={balance.amount} /> }]} />
            </Section>
            <Section title={t('Direct debit authorisation')}>
              {incassoMachtiging === null ? (
                <Text c="gray.7">{t('No direct debit authorisation')}</Text>
              ) : (
                <DetailList
                  details={[
                    { label: t('Signed on'), value: <DateText value={incassoMachtiging.getekendOp} /> },
                    { label: t('Account number'), value: incassoMachtiging.rekeningNummer },
                  ]}
                />
              )}
            </Section>
          </Stack>
        );
      }}
    </QueryView>
  );
};
