import { Stack, Text } from '@mantine/core';
import type { RentalContract } from '@vve/contract/calls/tenant';

import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { FileRow } from '../../../components/file-row';
import { Money } from '../../../components/money';
import { BAD_NEWS_TEXT, GOOD_NEWS_TEXT } from '../../../components/text-colors';
import { PlainList } from '../../../components/plain-list';
import { Section } from '../../../components/section';

/**
 * A rental contract (spec §2): units, rent, balance and the contract with its file (read-only). Rent arrears
 * of zero or more show as arrears, red when positive; a negative value is rent paid in advance, in green.
 */
export const RentalContractView = ({ contract }: { contract: RentalContract }) => {
  const { t } = useTranslation();
  const inArrears = contract.rentArrears >= 0;
  return (
    <Stack gap="lg">
      <Section title={t('Units')}>
        <PlainList gap={4}>
          {contract.units.map((unit) => (
            <li key={unit.id}>
              {unit.adres}{' '}
              <Text span c="gray.7">
                ({unit.indexNr})
              </Text>
            </li>
          ))}
        </PlainList>
      </Section>
      <Section title={t('Rent')}>
        <DetailList
          details={[
            { label: t('Monthly rent'), value: <Money amount={contract.gross} /> },
            { label: t('Landlord account'), value: contract.landlordAccountString },
            {
              label: t('Automatic collection'),
              value: contract.automaticCollection ? t('Authorized') : t('No'),
            },
          ]}
        />
      </Section>
      <Section title={t('Balance')}>
        <DetailList
          details={[
            inArrears
              ? {
                  label: t('Rent arrears'),
                  value: (
                    <Money
                      amount={contract.rentArrears}
                      {...(contract.rentArrears > 0 ? { c: BAD_NEWS_TEXT, fw: 700 } : {})}
                    />
                  ),
                }
              : {
                  label: t('Rent advance'),
                  value: <Money amount={-contract.rentArrears} c={GOOD_NEWS_TEXT} fw={700} />,
                },
            { label: t('Deposit'), value: <Money amount={contract.deposit} /> },
          ]}
        />
      </Section>
      <Section title={t('Contract')}>
        <DetailList
          details={[
            { label: t('Start date'), value: <DateText value={contract.startDate} /> },
            {
              label: t('End date'),
              value: contract.endDate === null ? t('No end date') : <DateText value={contract.endDate} />,
            },
            {
              label: t('Notice period'),
              value: t('{{count}} months', { count: contract.noticePeriodInMonths }),
            },
            {
              label: t('Contract file'),
              value: contract.contractFile ? <FileRow file={contract.contractFile} /> : t('No contract file'),
            },
          ]}
        />
      </Section>
    </Stack>
  );
};
