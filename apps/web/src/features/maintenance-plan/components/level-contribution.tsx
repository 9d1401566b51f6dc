import { Button, Group, Stack, Text } from '@mantine/core';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { Money } from '../../../components/money';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useSavePlanTerms } from '../api/save-plan-terms';
import { PLAN_REFUSALS } from './plan-refusals';

interface LevelContributionProps {
  plan: MaintenancePlan;
  /** Whether the contribution can be taken into the terms (the draft of a complex in use). */
  editable: boolean;
}

/**
 * The smallest level yearly contribution that keeps the reserve at zero or above in every year (the server's sum),
 * and on the draft 'Use this contribution', which saves it as the terms' yearly contribution.
 */
export const LevelContribution = ({ plan, editable }: LevelContributionProps) => {
  const { t } = useTranslation();
  const save = useSavePlanTerms(plan.complex.id);
  const level = plan.levelContribution;
  const inUse = plan.terms.yearlyContribution === level;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Text>
          {t('Smallest level yearly contribution that keeps the reserve at zero or above:')}{' '}
          <Money amount={level} fw={700} />
        </Text>
        {editable && !inUse && (
          <Button
            variant="default"
            size="compact-sm"
            loading={save.isPending}
            onClick={() => {
              save.mutate(
                { ...plan.terms, yearlyContribution: level },
                {
                  onSuccess: () => {
                    notify(t('The yearly contribution has been saved.'));
                  },
                },
              );
            }}
          >
            {t('Use this contribution')}
          </Button>
        )}
      </Group>
      {editable && !inUse && plan.terms.contributionByYear.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('Years with a contribution of their own keep it.')}
        </Text>
      )}
      {save.error && (
        <RefusalAlert
          error={save.error}
          failed={t('The yearly contribution could not be saved.')}
          explained={PLAN_REFUSALS}
        />
      )}
    </Stack>
  );
};
