import { Stack, Text } from '@mantine/core';
import type { Ballot, BallotUnit } from '@vve/contract/calls/meeting-votes';
import type { RefusalCode } from '@vve/contract/refusals';
import { useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { Section } from '../../../components/section';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { useChooseUnitVoter } from '../api/ballot';
import { BallotForm } from './ballot-form';
import { unitLabel } from './unit-label';

/** What a co-owner reads where the one their unit's owners chose acts for it. */
export const coOwnerVotesText = (name: string, unit: string, t: TFunction) =>
  t('{{name}} casts the vote for {{unit}}, as its owners chose.', { name, unit });

/** The refusals of choosing a unit's voter that explain themselves. */
const VOTER_REFUSALS: readonly RefusalCode[] = ['voterNotOwner', 'unitNotYours'];

/** No one chosen: any of the unit's owners may vote, and the first vote counts. */
const ANY_OWNER = 'any';

/** 'Who casts the vote' for one unit the caller owns with others: one of them, or any (the first vote counts). */
const UnitVoterForm = ({ meetingId, unit }: { meetingId: number; unit: BallotUnit }) => {
  const { t } = useTranslation();
  const choose = useChooseUnitVoter(meetingId);
  const chosen = unit.voter === null ? ANY_OWNER : String(unit.voter.id);
  const [choice, setChoice] = useState(chosen);
  const nameOf = (id: string) => unit.owners.find((owner) => String(owner.id) === id)?.name ?? '';
  return (
    <BallotForm
      submitLabel={t('Save the choice')}
      variant="default"
      disabled={choice === chosen}
      pending={choose.isPending}
      error={choose.error}
      failed={t('The choice could not be saved.')}
      explained={VOTER_REFUSALS}
      onSubmit={() => {
        choose.mutate({ unitId: unit.unitId, ownerId: choice === ANY_OWNER ? null : Number(choice) });
      }}
    >
      <ChoiceRadios
        label={t('Who casts the vote for {{unit}}', { unit: unitLabel(unit, t) })}
        options={[ANY_OWNER, ...unit.owners.map((owner) => String(owner.id))]}
        value={choice}
        labelOf={(option) => (option === ANY_OWNER ? t('Any of us: the first vote counts') : nameOf(option))}
        onChange={setChoice}
      />
    </BallotForm>
  );
};

/**
 * For the units an owner owns with others: which of them casts the unit's vote at the meeting and gives its proxy.
 * The choice is the unit's and holds for later meetings.
 */
export const UnitVoters = ({ ballot }: { ballot: Ballot }) => {
  const { t } = useTranslation();
  const shared = ballot.units.filter((unit) => unit.own && unit.owners.length > 1);
  if (shared.length === 0) return null;
  return (
    <Section title={t('Who votes for your unit')}>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'A unit has one vote. Its owners may choose which of them casts it and gives its proxy; until they do, any of them may, and the first vote counts. The choice holds for later meetings.',
          )}
        </Text>
        {shared.map((unit) => (
          <UnitVoterForm key={unit.unitId} meetingId={ballot.meetingId} unit={unit} />
        ))}
      </Stack>
    </Section>
  );
};
