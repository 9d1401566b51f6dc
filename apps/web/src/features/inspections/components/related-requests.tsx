import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { QueryView } from '../../../components/query-view';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { useRelatedRequests } from '../api/get-related-requests';
import { PlainList } from '../../../components/plain-list';

/** The requests raised by an inspection (spec §2): description, creation date, reporter and status. */
export const RelatedRequests = ({ inspectionId }: { inspectionId: number }) => {
  const { t } = useTranslation();
  const requests = useRelatedRequests(inspectionId);
  return (
    <QueryView query={requests} skeleton={{ lines: 2 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('No requests')}</Text>
        ) : (
          <PlainList>
            {list.map((request) => (
              <Card key={request.id} component="li" withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text style={{ overflowWrap: 'anywhere' }}>{request.omschrijving}</Text>
                  <RequestStatusBadge status={request.status} />
                </Group>
                <Text size="sm" c="gray.7">
                  <DateText value={request.aanmaakdatum} /> · {request.melder}
                </Text>
              </Card>
            ))}
          </PlainList>
        )
      }
    </QueryView>
  );
};
