import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PinnedRequest } from '@vve/contract/calls/bim';
import { useTranslation } from '../../../lib/i18n/i18n';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { useReveal } from '../../../lib/use-reveal';

/**
 * A pinned request opened from its marker: number, status and description (its viewpoint is applied); scrolled
 * into sight in the panel when it opens.
 */
export const PinnedRequestDetails = ({
  request,
  onClose,
}: {
  request: PinnedRequest;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const ref = useReveal<HTMLElement>(request.id);
  return (
    <Paper ref={ref} component="section" withBorder p="sm" aria-labelledby="pinned-request-title">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="pinned-request-title">
            {t('Request {{nr}}', { nr: request.nr })}
          </Title>
          <CloseButton aria-label={t('Close')} onClick={onClose} />
        </Group>
        <RequestStatusBadge status={request.status} />
        <Text style={{ whiteSpace: 'pre-wrap' }}>{request.omschrijving}</Text>
      </Stack>
    </Paper>
  );
};
