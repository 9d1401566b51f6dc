import { Text } from '@mantine/core';
import type { OfficeComplex } from '@vve/contract/calls/office-complexes';
import { DetailList } from '../../../components/detail-list';
import { useTranslation } from '../../../lib/i18n/i18n';

/** A complex's details: address, place, description and financial management. */
export const ComplexFacts = ({ complex }: { complex: OfficeComplex }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('Address'), value: complex.adres },
        { label: t('Place'), value: complex.plaats },
        {
          label: t('Description'),
          value:
            complex.omschrijving === '' ? (
              <Text span c="gray.7">
                {t('No description')}
              </Text>
            ) : (
              <Text span style={{ whiteSpace: 'pre-line' }}>
                {complex.omschrijving}
              </Text>
            ),
        },
        { label: t('Financial management'), value: complex.financieelBeheer ? t('Yes') : t('No') },
      ]}
    />
  );
};
