import { Text } from '@mantine/core';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { ExportLinks } from '../../components/export-links';
import { QueryView } from '../../components/query-view';
import { useFailedDeliveries } from '../../features/office-deliveries/api/get-failed-deliveries';
import { DeliveryList } from '../../features/office-deliveries/components/delivery-list';
import { useTranslation } from '../../lib/i18n/i18n';
import { OfficePage } from '../../components/office-page';

/**
 * The emails the mail server refused (tried again) and the email and push messages given up after their retries,
 * newest first, at most 100. The notifications themselves stay in the app either way.
 */
export const DeliveriesScreen = () => {
  const { t } = useTranslation();
  const deliveries = useFailedDeliveries();
  return (
    <OfficePage title={t('Deliveries')} actions={<ExportLinks call={officeExportsCalls.exportDeliveries} />}>
      <Text maw="48rem">
        {t(
          'Emails and push messages that did not go out, and changes nobody could be told of. Notifications themselves always stay in the app.',
        )}
      </Text>
      <QueryView query={deliveries} skeleton={{ lines: 10, height: 32 }}>
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">{t('All emails and push messages went out.')}</Text>
          ) : (
            <DeliveryList deliveries={list} />
          )
        }
      </QueryView>
    </OfficePage>
  );
};
