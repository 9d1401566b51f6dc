import { Stack, Text } from '@mantine/core';
import { VoteChoice, type Ballot, type BallotUnit } from '@vve/contract/calls/meeting-votes';
import type { AgendaItem } from '@vve/contract/calls/meetings';
import type { RefusalCode } from '@vve/contract/refusals';
import { useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { useFormatters } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { localDay } from '../../../lib/local-day';
import { useCastVote } from '../api/ballot';
import { coOwnerVotesText } from './unit-voters';
import { BallotForm } from './ballot-form';
import { unitLabel } from './unit-label';

/** A vote's choice in words. */
export const choiceText = (choice: VoteChoice, t: TFunction) =>
  ({ for: t('For'), against: t('Against'), abstain: t('Abstain') })[choice];

/** The refusals of casting a vote that explain themselves. */
const VOTE_REFUSALS: readonly RefusalCode[] = [
  'unitVoted',
  'voteClosed',
  'votingNotOpen',
  'unitRepresented',
  'unitNotYours',
  'coOwnerVotes',
];

/** One unit's vote on an open item: for, against or abstain, then 'Cast the vote' (a vote counts once). */
const UnitVoteForm = ({
  meetingId,
  itemId,
  unit,
}: {
  meetingId: number;
  itemId: number;
  unit: BallotUnit;
}) => {
  const { t } = useTranslation();
  const cast = useCastVote(meetingId);
  const [choice, setChoice] = useState<VoteChoice | ''>('');
  return (
    <BallotForm
      submitLabel={t('Cast the vote')}
      disabled={choice === ''}
      pending={cast.isPending}
      error={cast.error}
      failed={t('The vote could not be cast.')}
      explained={VOTE_REFUSALS}
      onSubmit={() => {
        if (choice !== '') cast.mutate({ itemId, vote: { unitId: unit.unitId, choice } });
      }}
    >
      <ChoiceRadios<VoteChoice | ''>
        label={t('Your vote for {{unit}}', { unit: unitLabel(unit, t) })}
        options={VoteChoice.options}
        value={choice}
        labelOf={(option) => (option === '' ? '' : choiceText(option, t))}
        onChange={setChoice}
      />
      <Text size="sm" c="gray.7">
        {t('A vote counts once: it cannot be changed after it is cast.')}
      </Text>
    </BallotForm>
  );
};

/**
 * What an owner does on a decision item: for each unit they vote for (their own, and those whose proxy they hold),
 * the vote they cast, who votes for it by proxy, or the form to vote while voting is open.
 */
export const BallotItem = ({ item, ballot }: { item: AgendaItem; ballot: Ballot }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  if (item.kind !== 'decision' || ballot.units.length === 0) return null;
  const cast = new Map(
    (ballot.items.find((entry) => entry.itemId === item.id)?.votes ?? []).map((vote) => [
      vote.unitId,
      vote.choice,
    ]),
  );
  const opened = localDay() >= ballot.votingOpensOn;
  return (
    <Stack gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {ballot.units.map((unit) => {
        const label = unitLabel(unit, t);
        const choice = cast.get(unit.unitId);
        if (choice !== undefined) {
          return (
            <Text key={unit.unitId} size="sm">
              {t('Vote for {{unit}}: {{choice}}', { unit: label, choice: choiceText(choice, t) })}
            </Text>
          );
        }
        if (unit.proxy && !unit.proxy.heldByYou) {
          return (
            <Text key={unit.unitId} size="sm">
              {t('{{name}} votes for {{unit}} by proxy.', { name: unit.proxy.holderName, unit: label })}
            </Text>
          );
        }
        if (item.result !== null) {
          return (
            <Text key={unit.unitId} size="sm" c="gray.7">
              {t('No vote was cast for {{unit}}.', { unit: label })}
            </Text>
          );
        }
        if (unit.voter && !unit.voter.you) {
          return (
            <Text key={unit.unitId} size="sm">
              {coOwnerVotesText(unit.voter.name, label, t)}
            </Text>
          );
        }
        if (!opened) {
          return (
            <Text key={unit.unitId} size="sm" c="gray.7">
              {t('Voting for {{unit}} opens on {{date}}.', { unit: label, date: date(ballot.votingOpensOn) })}
            </Text>
          );
        }
        return <UnitVoteForm key={unit.unitId} meetingId={ballot.meetingId} itemId={item.id} unit={unit} />;
      })}
    </Stack>
  );
};
