import { Stack, Text, Title } from '@mantine/core';
import type { MaintenancePlan, PlanLine } from '@vve/contract/calls/maintenance-plan';
import { comparePlans } from '@vve/contract/rules/plan-comparison';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { PlainList } from '../../../components/plain-list';
import { RecordTable } from '../../../components/record-table';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { SignedMoney } from './signed-money';
import { elementText, workText } from '../plan-work';

/** A titled list of changed lines, left out when none changed that way. */
const ChangeList = <Item,>({
  title,
  items,
  text,
}: {
  title: string;
  items: readonly Item[];
  text: (item: Item) => ReactNode;
}) =>
  items.length > 0 && (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <PlainList gap={4} aria-label={title}>
        {items.map((item, index) => (
          <Text component="li" size="sm" key={index}>
            {text(item)}
          </Text>
        ))}
      </PlainList>
    </Stack>
  );

interface PlanComparisonViewProps {
  adopted: MaintenancePlan;
  draft: MaintenancePlan;
}

/**
 * An adopted version against the draft: per year the adopted total, the draft's and the difference, and which
 * lines moved to another first year, were added, were removed or cost another amount (lines matched by key).
 */
export const PlanComparisonView = ({ adopted, draft }: PlanComparisonViewProps) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const comparison = comparePlans<PlanLine>(adopted, draft);
  const named = (line: PlanLine) => `${elementText(line, t)} · ${workText(line, t)}`;
  /** A line added to or removed from the draft: its work, its first year and its total. */
  const lineText = (line: PlanLine) =>
    t('{{line}}: from {{year}}, {{total}}', {
      line: named(line),
      year: line.firstYear,
      total: money(line.total),
    });
  const unchanged =
    comparison.added.length +
      comparison.removed.length +
      comparison.moved.length +
      comparison.costChanged.length ===
    0;
  const amount = (value: number | null) => (value === null ? '—' : <Money amount={value} />);
  return (
    <Stack gap="md">
      <Text>
        {t('In all: adopted {{adopted}}, draft {{draft}}, a difference of {{difference}}.', {
          adopted: money(comparison.total.adopted),
          draft: money(comparison.total.draft),
          difference: money(comparison.total.difference),
        })}
      </Text>
      {unchanged && <Text c="gray.7">{t('No line differs from the draft.')}</Text>}
      <ChangeList
        title={t('Moved to another year')}
        items={comparison.moved}
        text={(pair) =>
          t('{{line}}: from {{from}} to {{to}}', {
            line: named(pair.draft),
            from: pair.adopted.firstYear,
            to: pair.draft.firstYear,
          })
        }
      />
      <ChangeList title={t('Added in the draft')} items={comparison.added} text={lineText} />
      <ChangeList title={t('Removed from the draft')} items={comparison.removed} text={lineText} />
      <ChangeList
        title={t('Changed in cost')}
        items={comparison.costChanged}
        text={(pair) =>
          t('{{line}}: {{adopted}} → {{draft}}', {
            line: named(pair.draft),
            adopted: money(pair.adopted.total),
            draft: money(pair.draft.total),
          })
        }
      />
      <RecordTable
        items={comparison.years}
        rowKey={(year) => year.year}
        minWidth={480}
        small
        columns={[
          { header: t('Year'), cell: (year) => year.year },
          { header: t('Adopted'), numeric: true, cell: (year) => amount(year.adopted) },
          { header: t('Draft'), numeric: true, cell: (year) => amount(year.draft) },
          {
            header: t('Difference'),
            numeric: true,
            cell: (year) => <SignedMoney amount={year.difference} />,
          },
        ]}
      />
    </Stack>
  );
};
