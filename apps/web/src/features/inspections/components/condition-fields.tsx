import { NativeSelect, Stack, Text } from '@mantine/core';
import type { Defect } from '@vve/contract/calls/inspections';
import { SurveyCode } from '@vve/contract/rules/element-score';
import { elementEntryOf, updateElementEntry, type ElementFindings } from '@vve/contract/rules/element-state';
import { AddButton } from '../../../components/add-button';
import { PlainList } from '../../../components/plain-list';
import { useTranslation } from '../../../lib/i18n/i18n';
import { scoreLabel } from '../../../lib/condition-labels';
import { removeInspectionFiles } from '../api/inspection-files';
import { updateInspection, type InspectionEdit } from '../inspection-store';
import { DefectFields } from './defect-fields';
import { InspectionFiles } from './inspection-files';

/** A new defect: minor, beginning, the smallest extent; the inspector sets what they see. */
const NEW_DEFECT: Defect = {
  type: 'crack',
  severity: 'minor',
  intensity: 1,
  extent: 1,
  description: '',
  files: [],
};

/**
 * An element's condition by NEN 2767 in the unsaved inspection: its defects with their photos, its survey code
 * (8, 9) and the score they give, computed on the device by the contract's rule (the server computes its own when
 * it is saved). A removed defect's photos go with it.
 */
export const ConditionFields = ({ edit, elementId }: { edit: InspectionEdit; elementId: number }) => {
  const { t } = useTranslation();
  const entry = elementEntryOf(edit.inspection.statePerElement, elementId);
  const change = (fields: Partial<ElementFindings>) => {
    updateInspection(edit.inspection.id, (current) => ({
      ...current,
      statePerElement: updateElementEntry(current.statePerElement, elementId, fields),
    }));
  };
  const setDefects = (defects: Defect[]) => {
    change({ defects });
  };
  return (
    <Stack gap="sm">
      <Text fw={600} aria-live="polite">
        {entry.score === null
          ? t('Not scored: without defects the state is graded by hand.')
          : t('Condition {{score}}', { score: scoreLabel(entry.score, t) })}
      </Text>
      <NativeSelect
        label={t('Survey code')}
        value={entry.surveyCode === null ? '' : String(entry.surveyCode)}
        data={[
          { value: '', label: t('None: scored by its defects') },
          { value: '8', label: scoreLabel(8, t) },
          { value: '9', label: scoreLabel(9, t) },
        ]}
        onChange={(event) => {
          change({ surveyCode: SurveyCode.safeParse(Number(event.currentTarget.value)).data ?? null });
        }}
      />
      {entry.defects.length > 0 && (
        <PlainList gap="sm" aria-label={t('Defects')}>
          {entry.defects.map((defect, index) => (
            <DefectFields
              key={index}
              defect={defect}
              number={index + 1}
              onChange={(changed) => {
                setDefects(entry.defects.with(index, changed));
              }}
              onRemove={() => {
                removeInspectionFiles(edit.inspection.id, defect.files);
                setDefects(entry.defects.filter((_, at) => at !== index));
              }}
              photos={
                <InspectionFiles
                  edit={edit}
                  place={{ elementId, defect: index }}
                  addLabel={t('Add photo of defect {{number}}', { number: index + 1 })}
                />
              }
            />
          ))}
        </PlainList>
      )}
      <AddButton
        label={t('Add defect')}
        onClick={() => {
          setDefects([...entry.defects, NEW_DEFECT]);
        }}
      />
    </Stack>
  );
};
