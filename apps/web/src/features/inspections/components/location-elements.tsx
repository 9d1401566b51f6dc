import { Stack, Text } from '@mantine/core';
import type { AspectElement } from '@vve/contract/calls/aspects';
import type { Inspection } from '@vve/contract/calls/inspections';
import { elementEntryOf } from '@vve/contract/rules/element-state';
import { generatePath } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';
import { INSPECTION_STATES } from './inspection-state';
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
 * The elements at one location with their code, label and state (the state description if any, else the state's
 * name); each opens InspectionElementDetails (spec §2).
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
                <Field label={t('State')}>
                  {entry.stateDescription?.trim()
                    ? entry.stateDescription
                    : INSPECTION_STATES[entry.state].label(t)}
                </Field>
              </div>
            </LinkCard>
          </li>
        );
      })}
    </PlainList>
  );
};
