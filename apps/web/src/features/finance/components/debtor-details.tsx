import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { LoadError } from '../../../components/load-error';
import { Money } from '../../../components/money';
import { Screen } from '../../../components/screen';
import { useDebiteur } from '../api/get-debiteur';
import { balanceDetail } from '../balance';

/** debtorDetails (spec §2): balance and direct debit authorisation. */
export const DebtorDetailsScreen = () => {
  const { t } = useTranslation();
  const vveId = Number(useParams().vveId);
  const debiteur = useDebiteur(vveId);

  const content = () => {
    if (debiteur.isPending) return <ContentSkeleton lines={4} />;
    if (debiteur.isError) {
      return (
        <LoadError
          error={debiteur.error}
          onRetry={() => void debiteur.refetch()}
          retrying={debiteur.isFetching}
        />
      );
    }
    if (debiteur.data === null) return <Text c="gray.7">{t('No financial details found')}</Text>;
    const { saldo, incassoMachtiging } = debiteur.data;
    const balance = balanceDetail(saldo, t);
    return (
      <Stack gap="lg">
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('Balance')}
          </Title>
          <DetailList details={[{ label: balance.label, value: <Money amount={balance.amount} /> }]} />
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('Direct debit authorisation')}
          </Title>
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
        </section>
      </Stack>
    );
  };

  return <Screen title={t('Financial details')}>{content()}</Screen>;
};
