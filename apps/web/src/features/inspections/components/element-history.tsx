import { Text } from '@mantine/core';
import type { ElementConditionHistory } from '@vve/contract/calls/office-conditions';
import { DetailList } from '../../../components/detail-list';
import { PlainList } from '../../../components/plain-list';
import { namedScoreLabel } from '../../../lib/condition-labels';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { unitSymbol } from '../../../lib/unit-label';
import { useElementHistory } from '../api/get-element-history';

/** What the register knows of the element (what it does not know is left out), and its earlier scores, newest first. */
const HistoryView = ({ history }: { history: ElementConditionHistory }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const { material, quantity, unit, installedYear, expectedLife } = history.element;
  return (
    <>
      <DetailList
        details={[
          { label: t('Material'), value: material },
          {
            label: t('Quantity'),
            value:
              quantity !== null && unit !== null
                ? `${format.quantity(quantity)} ${unitSymbol(unit, t)}`
                : null,
          },
          { label: t('Installed'), value: installedYear },
          {
            label: t('Expected life'),
            value: expectedLife !== null ? t('{{count}} years', { count: expectedLife }) : null,
          },
        ].filter((detail) => detail.value !== null)}
      />
      {history.entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('No inspection has scored this element yet.')}
        </Text>
      ) : (
        <PlainList aria-label={t('Earlier scores')}>
          {[...history.entries].reverse().map((entry) => (
            <li key={entry.inspectionId}>
              <Text size="sm">
                {format.date(entry.performedAt)}: {namedScoreLabel(entry.score, t)}
              </Text>
            </li>
          ))}
        </PlainList>
      )}
    </>
  );
};

/**
 * The element's register and earlier scores, as the server has them: without a connection they are not shown
 * (the inspection itself goes on offline).
 */
export const ElementHistory = ({ elementId }: { elementId: number }) => {
  const { t } = useTranslation();
  const history = useElementHistory(elementId);
  if (history.data) return <HistoryView history={history.data} />;
  return (
    <Text size="sm" c="gray.7">
      {history.isError || history.isPaused
        ? t('The register and earlier scores are shown when there is a connection.')
        : t('Loading…')}
    </Text>
  );
};
