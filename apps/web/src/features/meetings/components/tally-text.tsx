import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Tally } from '@vve/contract/calls/meeting-votes';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

const OUTCOME_COLOR: Record<Tally['outcome'], string> = {
  adopted: 'green.1',
  rejected: 'red.1',
  noQuorum: 'orange.1',
};

/** A decision's outcome in words. */
export const outcomeText = (outcome: Tally['outcome'], t: TFunction) =>
  ({
    adopted: t('Carried'),
    rejected: t('Not carried'),
    noQuorum: t('Not decided: too few votes present'),
  })[outcome];

/**
 * A decision's votes, weighed by the units' vote rights: for, against and abstained, the votes present of all, the
 * quorum it needed, and (when `decided`) its outcome.
 */
export const TallyText = ({ tally, decided }: { tally: Tally; decided: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {decided && (
        <Group gap="xs">
          <Badge color={OUTCOME_COLOR[tally.outcome]} c="black" radius="sm">
            {outcomeText(tally.outcome, t)}
          </Badge>
        </Group>
      )}
      <Text size="sm">
        {t('{{for}} votes for, {{against}} against, {{abstained}} abstained', {
          for: tally.for,
          against: tally.against,
          abstained: tally.abstained,
        })}
      </Text>
      <Text size="sm" c="gray.7">
        {tally.quorumNeeded === null
          ? t('{{present}} of {{total}} votes present or represented', tally)
          : t('{{present}} of {{total}} votes present or represented; {{needed}} needed', {
              ...tally,
              needed: tally.quorumNeeded,
            })}
      </Text>
    </Stack>
  );
};
