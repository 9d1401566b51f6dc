import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Ballot, BallotUnit } from '@vve/contract/calls/meeting-votes';
import type { RefusalCode } from '@vve/contract/refusals';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert';
import { Section } from '../../../components/section';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useGiveProxy, useWithdrawProxy } from '../api/ballot';
import { BallotForm } from './ballot-form';
import { coOwnerVotesText } from './unit-voters';
import { unitLabel } from './unit-label';

/** The refusals of giving or withdrawing a proxy that explain themselves. */
const PROXY_REFUSALS: readonly RefusalCode[] = [
  'proxyGiven',
  'proxyLimit',
  'proxyToSelf',
  'proxyHolderNotOwner',
  'meetingBegun',
  'unitNotYours',
  'coOwnerVotes',
];

/** Someone not among the owners: the owner types their name. */
const SOMEONE_ELSE = 'someone-else';

/** 'Give a proxy' for one unit: another owner, or someone else by name. */
const ProxyForm = ({ ballot, unit }: { ballot: Ballot; unit: BallotUnit }) => {
  const { t } = useTranslation();
  const give = useGiveProxy(ballot.meetingId);
  const [holder, setHolder] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const label = unitLabel(unit, t);
  const named = holder === SOMEONE_ELSE;
  return (
    <BallotForm
      submitLabel={t('Give the proxy')}
      variant="default"
      pending={give.isPending}
      error={give.error}
      failed={t('The proxy could not be given.')}
      explained={PROXY_REFUSALS}
      onSubmit={() => {
        setChecked(true);
        if (holder === null || (named && name.trim() === '')) return;
        give.mutate({
          unitId: unit.unitId,
          holder: named ? { name } : { ownerId: Number(holder) },
        });
      }}
    >
      <Select
        label={t('Who holds the proxy for {{unit}}', { unit: label })}
        placeholder={t('Choose a person')}
        data={[
          ...ballot.proxyHolders.map((owner) => ({ value: String(owner.id), label: owner.name })),
          { value: SOMEONE_ELSE, label: t('Someone else') },
        ]}
        value={holder}
        onChange={setHolder}
        error={checked && holder === null && t('Choose who holds the proxy.')}
      />
      {named && (
        <TextInput
          label={t('Their full name')}
          required
          maxLength={255}
          value={name}
          error={checked && name.trim() === '' && t('A proxy names the person who holds it.')}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
      )}
    </BallotForm>
  );
};

/**
 * An owner's proxies for a meeting: for each of their units the proxy they gave (withdrawn until the meeting
 * begins) or the form to give one, and the units whose proxy they hold.
 */
export const Proxies = ({ ballot }: { ballot: Ballot }) => {
  const { t } = useTranslation();
  const withdraw = useWithdrawProxy(ballot.meetingId);
  if (ballot.units.length === 0) return null;
  return (
    <Section title={t('Proxies')}>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'You may authorise another owner, or someone you name, to attend and vote for your unit. One person holds at most {{count}} proxies for this meeting.',
            { count: ballot.proxiesPerPerson },
          )}
        </Text>
        {ballot.units.map((unit) => {
          const label = unitLabel(unit, t);
          if (!unit.own) {
            return (
              <Text key={unit.unitId} size="sm">
                {t('You hold the proxy for {{unit}}.', { unit: label })}
              </Text>
            );
          }
          const coOwner = unit.voter && !unit.voter.you ? unit.voter.name : null;
          if (unit.proxy) {
            const { id, holderName } = unit.proxy;
            return (
              <Group key={unit.unitId} gap="sm" justify="space-between">
                <Text size="sm">
                  {t('{{name}} holds the proxy for {{unit}}.', { name: holderName, unit: label })}
                </Text>
                {!ballot.begun && coOwner === null && (
                  <Button
                    variant="default"
                    aria-label={t('Withdraw the proxy for {{unit}}', { unit: label })}
                    loading={withdraw.isPending && withdraw.variables === id}
                    onClick={() => {
                      withdraw.mutate(id);
                    }}
                  >
                    {t('Withdraw')}
                  </Button>
                )}
              </Group>
            );
          }
          if (coOwner !== null) {
            return (
              <Text key={unit.unitId} size="sm">
                {coOwnerVotesText(coOwner, label, t)}
              </Text>
            );
          }
          return ballot.begun ? (
            <Text key={unit.unitId} size="sm" c="gray.7">
              {t('No proxy was given for {{unit}}.', { unit: label })}
            </Text>
          ) : (
            <ProxyForm key={unit.unitId} ballot={ballot} unit={unit} />
          );
        })}
        {withdraw.error && (
          <RefusalAlert
            error={withdraw.error}
            failed={t('The proxy could not be withdrawn.')}
            explained={PROXY_REFUSALS}
          />
        )}
      </Stack>
    </Section>
  );
};
