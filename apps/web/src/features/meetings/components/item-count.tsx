import { Button, Group, Stack, Text } from '@mantine/core';
import type { MeetingCount } from '@vve/contract/calls/meeting-votes';
import type { AgendaItem } from '@vve/contract/calls/meetings';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCloseVote } from '../api/meeting-count';
import { MEETING_REFUSALS } from './meeting-refusals';
import { PaperVotesDialog } from './paper-votes-dialog';
import { TallyText } from './tally-text';

/**
 * The chair's count of an open decision item: the votes so far (in the app and on paper) weighed, 'Record paper
 * votes', and 'Close the vote', which keeps the result (and adopts the plan when the item does and it carries).
 */
export const ItemCount = ({ count, item }: { count: MeetingCount; item: AgendaItem }) => {
  const { t } = useTranslation();
  const close = useCloseVote(count.meetingId);
  const [open, setOpen] = useState<'paper' | 'close' | null>(null);
  const itemCount = count.items.find((entry) => entry.itemId === item.id);
  if (!itemCount || itemCount.closed) return null;
  const dismiss = () => {
    setOpen(null);
  };
  return (
    <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text size="sm" fw={600}>
        {t('Votes so far: {{count}} units', { count: itemCount.votes.length })}
      </Text>
      <TallyText tally={itemCount.tally} decided={false} />
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => {
            setOpen('paper');
          }}
        >
          {t('Record paper votes on item {{number}}', { number: item.number })}
        </Button>
        <Button
          onClick={() => {
            setOpen('close');
          }}
          loading={close.isPending}
        >
          {t('Close the vote on item {{number}}', { number: item.number })}
        </Button>
      </Group>
      {close.error && (
        <RefusalAlert
          error={close.error}
          failed={t('The vote could not be closed.')}
          explained={MEETING_REFUSALS}
        />
      )}
      {open === 'paper' && <PaperVotesDialog count={count} item={item} onClose={dismiss} />}
      <ConfirmDialog
        opened={open === 'close'}
        message={
          item.adoptsPlan
            ? t(
                'Close the vote on “{{title}}”? Its result is kept and nobody can vote on it any more; when it is adopted, the maintenance plan’s draft is adopted today.',
                { title: item.title },
              )
            : t('Close the vote on “{{title}}”? Its result is kept and nobody can vote on it any more.', {
                title: item.title,
              })
        }
        confirmLabel={t('Close the vote')}
        onCancel={dismiss}
        onConfirm={() => {
          dismiss();
          close.mutate(item.id);
        }}
      />
    </Stack>
  );
};
