import { Group, Text } from '@mantine/core';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { ReactNode } from 'react';
import { generatePath } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectLabel } from '../../../lib/known-values';
import { useFormatters } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { InspectionStateBadge } from '../../../components/inspection-state';
import { LinkCard } from '../../../components/link-card';
import { PlainList } from '../../../components/plain-list';

/** When a performed inspection was performed, or when a draft is planned. */
const InspectionDate = ({ inspection }: { inspection: Inspection }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const text =
    inspection.performedAt !== null
      ? t('Performed on {{date}}', { date: date(inspection.performedAt) })
      : inspection.planDate !== null
        ? t('Planned for {{date}}', { date: date(inspection.planDate) })
        : undefined;
  return text === undefined ? null : (
    <Text size="sm" c="gray.7">
      {text}
    </Text>
  );
};

interface InspectionListProps {
  inspections: readonly Inspection[];
  /** A last line of a card (an inspection's sending state). */
  note?: (inspection: Inspection) => ReactNode;
}

/**
 * Inspections as cards that open inspectionDetails: state, aspect (its name, else its type's), complex and the date
 * performed or planned.
 */
export const InspectionList = ({ inspections, note }: InspectionListProps) => {
  const { t } = useTranslation();
  return (
    <PlainList>
      {inspections.map((inspection) => (
        <li key={inspection.id}>
          <LinkCard to={generatePath(routes.inspectionDetails, { inspection: String(inspection.id) })}>
            <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <Text fw={600}>{aspectLabel(inspection.aspect, t)}</Text>
              <InspectionStateBadge state={inspection.state} />
            </Group>
            <Text size="sm">{inspection.aspect.complexName}</Text>
            <InspectionDate inspection={inspection} />
            {note?.(inspection)}
          </LinkCard>
        </li>
      ))}
    </PlainList>
  );
};
