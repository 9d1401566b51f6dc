import { Group, Stack, Text } from '@mantine/core';
import type { AspectElement } from '@vve/contract/calls/aspects';
import type { Inspection } from '@vve/contract/calls/inspections';
import { elementEntryOf } from '@vve/contract/rules/element-state';
import { generatePath } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';
import { scoreLabel } from '../../../lib/condition-labels';
import { InspectionStateBadge } from '../../../components/inspection-state';
import classes from './location-fields.module.css';
import { LinkCard } from '../../../components/link-card';
import { PlainList } from '../../../components/plain-list';

const Field = ({ label, children }: { label: string; children: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="gray.7">
      {label}
    </Text>
    <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
  </Stack>
);

/**
 * The elements at one location with their code, label and state: the state's colour and name, and the state
 * description beside it if any (spec §2 shows the description if any, else the name; the name and colour stay, so
 * that a description never hides the grade); each opens InspectionElementDetails.
 */
export const LocationElements = ({
  inspection,
  elements,
}: {
  inspection: Inspection;
  elements: readonly AspectElement[];
}) => {
  const { t } = useTranslation();
  return (
    <PlainList>
      {elements.map((element) => {
        const entry = elementEntryOf(inspection.statePerElement, element.id);
        return (
          <li key={element.id}>
            <LinkCard
              to={generatePath(routes.inspectionElementDetails, {
                inspection: String(inspection.id),
                elementId: String(element.id),
              })}
            >
              <div className={classes.fields}>
                <Field
                  label={t('Code')}
                >{`${element.elementCode.fullCode} ${element.elementCode.name}`}</Field>
                <Field label={t('Label')}>{element.label}</Field>
                <Stack gap={2}>
                  <Text size="xs" c="gray.7">
                    {t('State')}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <InspectionStateBadge state={entry.state} />
                    {entry.score !== null && (
                      <Text size="sm">{t('Condition {{score}}', { score: scoreLabel(entry.score, t) })}</Text>
                    )}
                    {entry.stateDescription?.trim() && (
                      <Text style={{ overflowWrap: 'anywhere' }}>{entry.stateDescription}</Text>
                    )}
                  </Group>
                </Stack>
              </div>
            </LinkCard>
          </li>
        );
      })}
    </PlainList>
  );
};
