import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { DateText } from '../../../components/date-text';
import { LoadError } from '../../../components/load-error';
import { ReportStatusBadge } from '../../../components/report-status-badge';
import { useRelatedRequests } from '../api/get-related-requests';

/** The requests raised by an inspection (spec §2): description, creation date, reporter and status. */
export const RelatedRequests = ({ inspectionId }: { inspectionId: number }) => {
  const { t } = useTranslation();
  const requests = useRelatedRequests(inspectionId);
  if (requests.isPending) return <ContentSkeleton lines={2} />;
  if (requests.isError)
    return (
      <LoadError
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  if (requests.data.length === 0) return <Text c="gray.7">{t('No requests')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.data.map((request) => (
        <Card key={request.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text style={{ overflowWrap: 'anywhere' }}>{request.omschrijving}</Text>
            <ReportStatusBadge status={request.status} />
          </Group>
          <Text size="sm" c="gray.7">
            <DateText value={request.aanmaakdatum} /> · {request.melder}
          </Text>
        </Card>
      ))}
    </Stack>
  );
};
