import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import type { AspectElement } from '@vve/contract/calls/aspects';
import type { ElementStateEntry, Inspection } from '@vve/contract/calls/inspections';
import {
  differingParts,
  mergeVersions,
  ownFindings,
  type InspectionPart,
  type VersionChoice,
} from '@vve/contract/rules/inspection-conflict';
import { useState } from 'react';
import type { TFunction } from '../../../lib/i18n/i18n';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAspectElements } from '../api/get-aspect-elements';
import type { InspectionEdit } from '../inspection-store';
import { INSPECTION_STATES } from '../../../components/inspection-state';

type Findings = Pick<
  ElementStateEntry,
  'state' | 'stateDescription' | 'createRequest' | 'requestDescription' | 'files'
>;

/** What one version says of a part, in a line: state, description, report and files; or that it has no grade. */
const findingsLine = (findings: Findings | undefined, t: TFunction): string => {
  if (!findings) return t('Not graded');
  const description = findings.stateDescription?.trim();
  return [
    INSPECTION_STATES[findings.state].label(t),
    description,
    findings.createRequest &&
      t('Make a report: {{description}}', { description: findings.requestDescription }),
    findings.files.length > 0 && t('{{count}} files', { count: findings.files.length }),
  ]
    .filter(Boolean)
    .join(' · ');
};

const partFindings = (inspection: Inspection, part: InspectionPart): Findings | undefined =>
  part === 'inspection'
    ? ownFindings(inspection)
    : inspection.statePerElement.find((entry) => entry.element.id === part);

const partName = (part: InspectionPart, elements: readonly AspectElement[], t: TFunction): string => {
  if (part === 'inspection') return t('Inspection');
  const element = elements.find((known) => known.id === part);
  return element ? `${element.label} (${element.location})` : t('Element {{id}}', { id: part });
};

interface InspectionConflictProps {
  edit: InspectionEdit;
  /** The inspection as saved elsewhere since the version the edit is based on. */
  theirs: Inspection;
  onSave: (chosen: Inspection) => void;
}

/**
 * Both versions of an inspection saved elsewhere while it was edited here (issue 16): each part on which they
 * differ (its own findings, each element) with a choice of the version to keep, this device's chosen at first;
 * saving keeps the chosen parts on the version saved elsewhere. Nothing is dropped without being shown.
 */
export const InspectionConflict = ({ edit, theirs, onSave }: InspectionConflictProps) => {
  const { t } = useTranslation();
  const mine = edit.inspection;
  const elements = useAspectElements(mine.aspect.id).data ?? [];
  const [choices, setChoices] = useState<ReadonlyMap<InspectionPart, VersionChoice>>(new Map());
  const choose = (part: InspectionPart): VersionChoice => choices.get(part) ?? 'mine';
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light">
        <Text fw={700}>{t('Saved elsewhere in the meantime')}</Text>
        <Text size="sm">
          {t(
            'This inspection was saved elsewhere while you worked on it. Choose which version to keep of each part, then save.',
          )}
        </Text>
      </Alert>
      {differingParts(mine, theirs).map((part) => (
        <Radio.Group
          key={part}
          label={partName(part, elements, t)}
          value={choose(part)}
          onChange={(value) => {
            setChoices(new Map(choices).set(part, value));
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="mine"
              label={t('Your version')}
              description={findingsLine(partFindings(mine, part), t)}
            />
            <Radio
              value="theirs"
              label={t('Saved elsewhere')}
              description={findingsLine(partFindings(theirs, part), t)}
            />
          </Stack>
        </Radio.Group>
      ))}
      <Button
        loading={edit.saving}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          onSave(mergeVersions(mine, theirs, choose));
        }}
      >
        {t('Save the chosen versions')}
      </Button>
    </Stack>
  );
};
