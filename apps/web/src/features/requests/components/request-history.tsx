import { Group, Paper, Stack, Text } from '@mantine/core';
import type { HistoryEntry, RequestMessage } from '@vve/contract/calls/request-messages';
import { DateText } from '../../../components/date-text';
import { ImageStrip } from '../../../components/image-strip';
import { PlainList } from '../../../components/plain-list';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { isImageFile } from '../../../lib/file-links';
import { useTranslation } from '../../../lib/i18n/i18n';

const StatusChange = ({ entry }: { entry: Extract<HistoryEntry, { kind: 'status' }> }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm">{t('New status')}:</Text>
        <RequestStatusBadge status={entry.to} />
      </Group>
      {entry.reason !== null && entry.reason !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {`${t('Reason')}: ${entry.reason}`}
        </Text>
      )}
    </Stack>
  );
};

const PlannedWork = ({ entry }: { entry: Extract<HistoryEntry, { kind: 'planned' }> }) => {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t('Work is planned for')} <DateText value={entry.date} />
    </Text>
  );
};

const Message = ({ message }: { message: RequestMessage }) => {
  const { t } = useTranslation();
  const photos = message.attachments.filter(isImageFile);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {message.fromResident ? t('You wrote') : t('{{name}} wrote', { name: message.author.naam })}
      </Text>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.text}</Text>
      {photos.length > 0 && <ImageStrip images={photos} />}
    </Stack>
  );
};

/**
 * A request's history (reportDetails' 'History'), oldest first: each status change (with its reason), each
 * message the resident may read, with its photos, and the date its work is planned for.
 */
export const RequestHistory = ({ entries }: { entries: readonly HistoryEntry[] }) => {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="gray.7">{t('Nothing has happened to this request yet.')}</Text>;
  return (
    <PlainList aria-label={t('History')}>
      {entries.map((entry, index) => (
        <Paper component="li" key={index} withBorder p="sm">
          <Stack gap={6}>
            <Text size="xs" c="gray.7">
              <DateText value={entry.at} withTime />
            </Text>
            {entry.kind === 'status' && <StatusChange entry={entry} />}
            {entry.kind === 'message' && <Message message={entry.message} />}
            {entry.kind === 'planned' && <PlannedWork entry={entry} />}
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
};
