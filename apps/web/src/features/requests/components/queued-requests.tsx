import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { WaitingBadge } from '../../../components/waiting-badge';
import { BAD_NEWS_TEXT } from '../../../components/text-colors';
import { useTranslation } from '../../../lib/i18n/i18n';
import { changeRefusalText } from '../../../components/server-refusals';
import { useQueuedChanges } from '../../../lib/offline/sync-state';
import { QUEUED_REQUEST, type QueuedRequest } from '../queued-request';

/**
 * The requests made on this device that the server does not have yet (issue 16), above the lists: each says
 * 'Waiting to be sent', or why the server refused it.
 */
export const QueuedRequests = () => {
  const { t } = useTranslation();
  const queued = useQueuedChanges<QueuedRequest>(QUEUED_REQUEST);
  if (queued.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="queued-requests-title">
      <Title order={2} size="h5" id="queued-requests-title">
        {t('Not sent yet')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {queued.map((change) => (
          <Paper component="li" key={change.key} withBorder p="sm">
            <Text lineClamp={2}>{change.payload.body.omschrijving}</Text>
            {change.refusal === null ? (
              <Box mt={6}>
                <WaitingBadge />
              </Box>
            ) : (
              <Text mt={6} size="sm" c={BAD_NEWS_TEXT}>
                {changeRefusalText(change.refusal, t)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
};
