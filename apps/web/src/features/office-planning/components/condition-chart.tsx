import type { ConditionHistoryEntry } from '@vve/contract/calls/office-conditions';
import { isCondition } from '@vve/contract/rules/element-score';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 24;

/** The y of a condition: 1 (excellent) at the top, 6 (very poor) at the bottom. */
const yOf = (condition: number) => PAD / 2 + ((condition - 1) / 5) * (HEIGHT - PAD);

/**
 * An element's conditions over time as a small line chart (survey codes 8 and 9 left out), with the overdue band
 * (5 and worse) shaded. For screen readers it is one image with a summary; the history's table says the rest.
 */
export const ConditionChart = ({ entries }: { entries: readonly ConditionHistoryEntry[] }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const points = entries.filter((entry) => isCondition(entry.score));
  if (points.length === 0) return null;
  const times = points.map((entry) => Date.parse(entry.performedAt));
  const first = Math.min(...times);
  const span = Math.max(...times) - first || 1;
  const xOf = (time: number) => PAD + ((time - first) / span) * (WIDTH - 2 * PAD);
  const coordinates = points.map((entry, index) => [xOf(times[index] ?? first), yOf(entry.score)] as const);
  const summary = points
    .map((entry) => t('{{date}}: condition {{score}}', { date: date(entry.performedAt), score: entry.score }))
    .join(', ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ maxWidth: WIDTH }}
      role="img"
      aria-label={t('Condition over time: {{summary}}', { summary })}
    >
      <rect
        x={PAD}
        y={yOf(4.5)}
        width={WIDTH - 2 * PAD}
        height={yOf(6) - yOf(4.5) + PAD / 2}
        fill="var(--mantine-color-red-0)"
      />
      {[1, 2, 3, 4, 5, 6].map((condition) => (
        <text key={condition} x={4} y={yOf(condition) + 4} fontSize={10} fill="var(--mantine-color-gray-7)">
          {condition}
        </text>
      ))}
      <polyline
        points={coordinates.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="var(--mantine-color-blue-8)"
        strokeWidth={2}
      />
      {coordinates.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r={4} fill="var(--mantine-color-blue-8)" />
      ))}
    </svg>
  );
};
