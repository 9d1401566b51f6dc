import { NativeSelect, Stack, Text } from '@mantine/core';
import { VoteChoice, type MeetingCount } from '@vve/contract/calls/meeting-votes';
import type { AgendaItem } from '@vve/contract/calls/meetings';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRecordPaperVotes } from '../api/meeting-count';
import { choiceText } from './ballot-item';
import { MEETING_REFUSALS } from './meeting-refusals';
import { unitLabel } from './unit-label';

interface PaperVotesDialogProps {
  count: MeetingCount;
  item: AgendaItem;
  onClose: () => void;
}

/** 'Record paper votes': for each unit that has not voted on the item, the vote the chair counted (or none). */
export const PaperVotesDialog = ({ count, item, onClose }: PaperVotesDialogProps) => {
  const { t } = useTranslation();
  const record = useRecordPaperVotes(count.meetingId);
  const voted = new Set(
    count.items.find((entry) => entry.itemId === item.id)?.votes.map((vote) => vote.unitId) ?? [],
  );
  const open = count.units.filter((unit) => !voted.has(unit.unitId));
  const [choices, setChoices] = useState<Record<number, VoteChoice | ''>>({});
  const votes = Object.entries(choices).flatMap(([unitId, choice]) =>
    choice === '' ? [] : [{ unitId: Number(unitId), choice }],
  );
  const [checked, setChecked] = useState(false);
  return (
    <FormDialog
      title={t('Paper votes on item {{number}}', { number: item.number })}
      submitLabel={t('Record the votes')}
      pending={record.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (votes.length > 0) record.mutate({ itemId: item.id, body: { votes } }, { onSuccess: onClose });
      }}
    >
      {open.length === 0 ? (
        <Text>{t('Every unit has voted on this item.')}</Text>
      ) : (
        <Stack gap="xs">
          {open.map((unit) => (
            <NativeSelect
              key={unit.unitId}
              label={unitLabel(unit, t)}
              value={choices[unit.unitId] ?? ''}
              data={[
                { value: '', label: t('No vote') },
                ...VoteChoice.options.map((choice) => ({ value: choice, label: choiceText(choice, t) })),
              ]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                const choice = VoteChoice.options.find((option) => option === value) ?? '';
                setChoices((current) => ({ ...current, [unit.unitId]: choice }));
              }}
            />
          ))}
        </Stack>
      )}
      {checked && votes.length === 0 && open.length > 0 && (
        <Text c="red.9" size="sm" role="alert">
          {t('Choose at least one vote.')}
        </Text>
      )}
      {record.error && (
        <RefusalAlert
          error={record.error}
          failed={t('The votes could not be recorded.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
