import { Alert, Button, Checkbox, Group, Text } from '@mantine/core';
import type { BulkRequestAction, BulkRequestsAnswer, BulkSkipReason } from '@vve/contract/calls/office';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { useBulkChangeRequests } from '../api/bulk-change-requests';

const SKIP_REASONS: Record<BulkSkipReason, (t: TFunction, count: number) => string> = {
  NOT_NEW: (t, count) => t('{{count}} were not new any more and stay as they are.', { count }),
  YOURS_ALREADY: (t, count) => t('{{count}} were yours already.', { count }),
  NOT_FOUND: (t, count) => t('{{count}} no longer exist.', { count }),
};

/** What a bulk action did, in words: how many it changed, and why it left the others as they were. */
const outcomeText = (action: BulkRequestAction, answer: BulkRequestsAnswer, t: TFunction): string => {
  const count = answer.changed.length;
  const done =
    action === 'TAKE_INTO_HANDLING'
      ? t('{{count}} requests taken into handling.', { count })
      : t('{{count}} requests assigned to you.', { count });
  const skipped = Object.entries(SKIP_REASONS).flatMap(([reason, text]) => {
    const left = answer.skipped.filter((skip) => skip.reason === reason).length;
    return left > 0 ? [text(t, left)] : [];
  });
  return [done, ...skipped].join(' ');
};

interface InboxBulkBarProps {
  /** The requests shown on this page, in their order. */
  shownIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  /** Leaves picking (the bar offers 'Select' again). */
  onDone: () => void;
}

/**
 * The inbox's bulk actions on the requests picked on this page: all or none at once, take into handling (the new
 * ones), assign to me; it says what it did and why it left any as they were.
 */
export const InboxBulkBar = ({ shownIds, selected, onSelect, onDone }: InboxBulkBarProps) => {
  const { t } = useTranslation();
  const bulk = useBulkChangeRequests();
  const [outcome, setOutcome] = useState<string | null>(null);
  const picked = shownIds.filter((id) => selected.has(id));
  const all = shownIds.length > 0 && picked.length === shownIds.length;

  const act = (action: BulkRequestAction) => {
    setOutcome(null);
    bulk.mutate(
      { action, ids: picked },
      {
        onSuccess: (answer) => {
          setOutcome(outcomeText(action, answer, t));
          onSelect(new Set());
        },
      },
    );
  };

  return (
    <>
      <Group gap="sm" wrap="wrap" role="group" aria-label={t('Bulk actions')}>
        <Checkbox
          label={t('All on this page')}
          checked={all}
          indeterminate={picked.length > 0 && !all}
          onChange={() => {
            onSelect(new Set(all ? [] : shownIds));
          }}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('{{count}} selected', { count: picked.length })}
        </Text>
        <Button
          size="xs"
          disabled={picked.length === 0}
          loading={bulk.isPending && bulk.variables.action === 'TAKE_INTO_HANDLING'}
          onClick={() => {
            act('TAKE_INTO_HANDLING');
          }}
        >
          {t('Take into handling')}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={picked.length === 0}
          loading={bulk.isPending && bulk.variables.action === 'ASSIGN_TO_ME'}
          onClick={() => {
            act('ASSIGN_TO_ME');
          }}
        >
          {t('Assign to me')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('Done')}
        </Button>
      </Group>
      {outcome !== null && (
        <Alert color="blue" variant="light" icon={<IconChecks aria-hidden />} role="status">
          {outcome}
        </Alert>
      )}
      {bulk.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('The requests could not be changed. Please try again.')}
        </Alert>
      )}
    </>
  );
};
