import { Alert, Stack, Text } from '@mantine/core';
import type { MaintenancePlan, PlanLegalCheck } from '@vve/contract/calls/maintenance-plan';
import { LEGAL_PLAN } from '@vve/contract/rules/maintenance-plan';
import { IconScale } from '@tabler/icons-react';
import { DetailList } from '../../../components/detail-list';
import { useFormatters } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';
import { ConditionMark } from './condition-mark';
import { LevelContribution } from './level-contribution';

/** Whether the version meets the law, and by which route, in one sentence. */
const verdictText = (check: PlanLegalCheck, t: TFunction): string => {
  if (check.route === 'plan') return t('This version meets the law by its maintenance plan.');
  if (check.route === 'percentage') return t('This version meets the law by 0.5 % of the rebuild value.');
  return t('This version does not meet the law.');
};

interface LegalCheckProps {
  plan: MaintenancePlan;
  /** Whether the proposed contribution can be taken into the terms here (the draft of a complex in use). */
  editable: boolean;
}

/**
 * The legal check of art. 5:126 BW: whether the version meets the law and by which route, then each condition with
 * its figures (adopted at most 5 years ago, at least 10 years, a reserve never below zero; or a contribution of at
 * least 0.5 % of the rebuild value), and the smallest level contribution that keeps the reserve at zero or above.
 */
export const LegalCheck = ({ plan, editable }: LegalCheckProps) => {
  const { t } = useTranslation();
  const { date, money } = useFormatters();
  const check = plan.legalCheck;
  const firstYear = plan.years[0] ?? plan.terms.startYear;
  return (
    <Stack gap="sm">
      <Alert color={check.meetsLaw ? 'green' : 'red'} variant="light" icon={<IconScale aria-hidden />}>
        {/* The verdict in the text's own colour: the alert's coloured title is too pale on its light ground. */}
        <Text fw={700}>{verdictText(check, t)}</Text>
        <Text size="sm">
          {t(
            'The law asks for a plan adopted by the members’ meeting at most 5 years ago that covers at least 10 years and keeps the reserve fund at zero or above, or else a yearly contribution of at least 0.5 % of the rebuild value.',
          )}
        </Text>
      </Alert>
      <DetailList
        details={[
          {
            label: t('Adopted'),
            value: (
              <ConditionMark met={check.ageOk}>
                {check.adoptedOn === null || check.ageYears === null
                  ? t('not adopted yet')
                  : t('on {{date}}, {{count}} years ago (at most {{most}})', {
                      date: date(check.adoptedOn),
                      count: check.ageYears,
                      most: LEGAL_PLAN.maxAgeYears,
                    })}
              </ConditionMark>
            ),
          },
          {
            label: t('Years covered'),
            value: (
              <ConditionMark met={check.horizonOk}>
                {t('{{count}} years (at least {{least}})', {
                  count: check.horizon,
                  least: LEGAL_PLAN.minHorizon,
                })}
              </ConditionMark>
            ),
          },
          {
            label: t('Lowest reserve'),
            value: (
              <ConditionMark met={check.reserveOk}>
                {t('{{amount}} at the end of {{year}} (never below zero)', {
                  amount: money(check.lowestReserve.amount),
                  year: check.lowestReserve.year,
                })}
              </ConditionMark>
            ),
          },
          {
            label: t('Contribution of the first year'),
            value: (
              <ConditionMark met={check.percentageOk}>
                {check.percentageMinimum === null
                  ? t('{{amount}} in {{year}}; rebuild value not entered', {
                      amount: money(check.contribution),
                      year: firstYear,
                    })
                  : t('{{amount}} in {{year}}; 0.5 % of the rebuild value is {{minimum}}', {
                      amount: money(check.contribution),
                      year: firstYear,
                      minimum: money(check.percentageMinimum),
                    })}
              </ConditionMark>
            ),
          },
        ]}
      />
      <LevelContribution plan={plan} editable={editable} />
    </Stack>
  );
};
