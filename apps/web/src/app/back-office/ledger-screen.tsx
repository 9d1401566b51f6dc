import { Anchor, Stack } from '@mantine/core';
import type { OfficeLedger } from '@vve/contract/calls/ledger';
import { generatePath, Link } from 'react-router';
import { DetailList } from '../../components/detail-list';
import { useOfficeLedger } from '../../features/ledger/api/get-ledger';
import { LedgerView } from '../../features/ledger/components/ledger-view';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';
import { useIdParam } from './use-id-param';

/** The debtor's page. */
const personOf = (ledger: OfficeLedger) =>
  generatePath(officeRoutes.person, { id: String(ledger.debtor.personId) });

/** Whose account it is and with which complex, each opening its page. */
const LedgerParties = ({ ledger }: { ledger: OfficeLedger }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        {
          label: t('Debtor'),
          value: (
            <Anchor component={Link} to={personOf(ledger)}>
              {ledger.debtor.name}
            </Anchor>
          ),
        },
        {
          label: t('Complex'),
          value: (
            <Anchor
              component={Link}
              to={generatePath(officeRoutes.complex, { id: String(ledger.debtor.complexId) })}
            >
              {ledger.debtor.complexName}
            </Anchor>
          ),
        },
      ]}
    />
  );
};

/**
 * A debtor's ledger by the debtor account's id in its path: whose account and with which complex, the balance,
 * every booking (each to correct), and booking a charge or a payment.
 */
export const LedgerScreen = () => {
  const { t } = useTranslation();
  const id = useIdParam();
  const loaded = useOfficeLedger(id ?? 0, id !== null).data;
  return (
    <OfficeRecordScreen
      useRecord={useOfficeLedger}
      title={(_, ledger) =>
        ledger
          ? t('Ledger of {{name}} in {{complex}}', {
              name: ledger.debtor.name,
              complex: ledger.debtor.complexName,
            })
          : t('Ledger')
      }
      back={
        loaded
          ? { to: personOf(loaded), label: t('Back to {{name}}', { name: loaded.debtor.name }) }
          : { to: officeRoutes.people, label: t('Back to the people') }
      }
      notFound={t('This debtor account was not found.')}
    >
      {(ledger) => (
        <Stack gap="xl">
          <LedgerParties ledger={ledger} />
          <LedgerView ledger={ledger} />
        </Stack>
      )}
    </OfficeRecordScreen>
  );
};
