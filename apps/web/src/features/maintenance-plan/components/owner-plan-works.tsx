import { Stack, Text, Title } from '@mantine/core';
import { BIG_WORK_MINIMUM, type OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';
import { PlainList } from '../../../components/plain-list';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ownerPlanYears } from '../owner-plan-years';
import { OwnerWorkRow } from './owner-work-row';
import { workText } from '../plan-work';

/**
 * The big works of the next five years by year (a heading and a list per year: element or 'General', the work,
 * its cost), each year's smaller work added up at its end.
 */
export const OwnerPlanWorks = ({ summary }: { summary: Pick<OwnerPlanSummary, 'works' | 'smallerWork'> }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const years = ownerPlanYears(summary);
  if (years.length === 0) return <Text c="gray.7">{t('No work is planned for the next five years.')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t(
          'Works of {{amount}} or more are listed one by one; the rest of each year’s work is added up as smaller work.',
          { amount: money(BIG_WORK_MINIMUM) },
        )}
      </Text>
      {years.map(({ year, works, smallerWork }) => (
        <Stack key={year} gap={4}>
          <Title order={3} size="h5">
            {year}
          </Title>
          <PlainList bordered>
            {works.map((work, index) => (
              <OwnerWorkRow
                key={index}
                label={work.element ?? t('General')}
                work={workText(work, t)}
                cost={work.cost}
              />
            ))}
            {smallerWork !== null && <OwnerWorkRow label={t('Smaller work')} cost={smallerWork} />}
          </PlainList>
        </Stack>
      ))}
    </Stack>
  );
};
