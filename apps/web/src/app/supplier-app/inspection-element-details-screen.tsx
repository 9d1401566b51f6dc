import { Stack, Textarea, Title } from '@mantine/core';
import {
  elementEntryOf,
  setElementState,
  toggleMakeReport,
  updateElementEntry,
  type ElementFindings,
} from '@vve/contract/rules/element-state';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { DetailList } from '../../components/detail-list';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { useAspectElements } from '../../features/inspections/api/get-aspect-elements';
import { InspectionFiles } from '../../features/inspections/components/inspection-files';
import { StateSelect } from '../../features/inspections/components/inspection-state';
import { MakeReportFields } from '../../features/inspections/components/make-report-fields';
import { OkButton } from '../../features/inspections/components/ok-button';
import { UnsavedChanges } from '../../features/inspections/components/unsaved-changes';
import { updateInspection } from '../../features/inspections/inspection-store';
import { useEditedInspection } from '../../features/inspections/use-edited-inspection';

/** InspectionElementDetails (spec §2): the findings of one element, in the inspection's unsaved state. */
export const InspectionElementDetailsScreen = () => {
  const { t } = useTranslation();
  const params = useParams();
  const inspectionId = Number(params.inspection);
  const elementId = Number(params.elementId);
  const { edit, query } = useEditedInspection(inspectionId);
  const elements = useAspectElements(edit?.inspection.aspect.id);
  const element = elements.data?.find((candidate) => candidate.id === elementId);
  const failed = query.error ?? elements.error;
  const entries = edit?.inspection.statePerElement ?? [];
  const entry = elementEntryOf(entries, elementId);
  const changeEntries = (change: (current: typeof entries) => typeof entries) => {
    updateInspection(inspectionId, (inspection) => ({
      ...inspection,
      statePerElement: [...change(inspection.statePerElement)],
    }));
  };
  const change = (findings: Partial<ElementFindings>) => {
    changeEntries((current) => updateElementEntry(current, elementId, findings));
  };
  return (
    <Screen
      title={element?.label ?? t('Element')}
      back={false}
      actions={
        <>
          <UnsavedChanges edit={edit} />
          <OkButton inspectionId={inspectionId} />
        </>
      }
    >
      {failed ? (
        <LoadError
          error={failed}
          onRetry={() => void (query.isError ? query.refetch() : elements.refetch())}
        />
      ) : !edit || elements.isPending ? (
        <ContentSkeleton lines={4} />
      ) : !element ? (
        <LoadError error={new Error('Element not found')} onRetry={() => void elements.refetch()} />
      ) : (
        <Stack gap="lg">
          <section>
            <Title order={2} size="h4" mb="xs">
              {t('Element information')}
            </Title>
            <DetailList
              details={[
                { label: t('Code'), value: `${element.elementCode.fullCode} ${element.elementCode.name}` },
                { label: t('Label'), value: element.label },
                { label: t('Location'), value: element.location },
              ]}
            />
          </section>
          <Stack component="section" gap="md">
            <Title order={2} size="h4">
              {t('Findings')}
            </Title>
            <StateSelect
              label={t('State')}
              value={entry.state}
              onChange={(state) => {
                changeEntries((current) => setElementState(current, elementId, state));
              }}
            />
            <Textarea
              label={t('Findings')}
              placeholder={t('Enter your finding(s) here.')}
              autosize
              minRows={3}
              value={entry.stateDescription ?? ''}
              onChange={(event) => {
                const text = event.currentTarget.value;
                change({ stateDescription: text === '' ? null : text });
              }}
            />
            <InspectionFiles edit={edit} fileIds={entry.files} elementId={elementId} />
            <MakeReportFields
              checked={entry.createRequest}
              description={entry.requestDescription}
              onToggle={() => {
                changeEntries((current) => toggleMakeReport(current, elementId));
              }}
              onDescription={(requestDescription) => {
                change({ requestDescription });
              }}
            />
          </Stack>
        </Stack>
      )}
    </Screen>
  );
};
