import { Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { useAspectElements } from '../api/get-aspect-elements';
import { updateInspection, type InspectionEdit } from '../inspection-store';
import { InspectionFiles } from './inspection-files';
import { InspectionStateBadge, StateSelect } from './inspection-state';
import { LocationTable } from './location-table';
import { MakeReportFields } from './make-report-fields';

/** The 'Inspection form' section of inspectionDetails (spec §2), editing the unsaved state. */
export const InspectionForm = ({ edit }: { edit: InspectionEdit }) => {
  const { t } = useTranslation();
  const { inspection } = edit;
  const { aspect } = inspection;
  const elements = useAspectElements(aspect.id);
  const change = (fields: Partial<typeof inspection>) => {
    updateInspection(inspection.id, (current) => ({ ...current, ...fields }));
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <InspectionStateBadge state={inspection.state} />
          <Text fw={600}>{aspect.aspectType.name}</Text>
        </Group>
        {aspect.aspectType.description && <Text size="sm">{aspect.aspectType.description}</Text>}
      </Stack>
      <Stack gap={0}>
        <Text size="sm" c="gray.7">
          {t('Complex')}
        </Text>
        <Text>{aspect.complexName}</Text>
        <Text size="sm">{aspect.complexAddress}</Text>
      </Stack>
      <StateSelect
        label={t('State')}
        value={inspection.state}
        onChange={(state) => {
          change({ state });
        }}
      />
      <InspectionFiles edit={edit} fileIds={inspection.files} elementId={null} />
      <Textarea
        label={t('State description')}
        placeholder={t('Enter your finding(s) here.')}
        autosize
        minRows={3}
        value={inspection.stateDescription ?? ''}
        onChange={(event) => {
          change({ stateDescription: event.currentTarget.value === '' ? null : event.currentTarget.value });
        }}
      />
      {elements.isPending ? (
        <ContentSkeleton lines={2} />
      ) : (
        elements.data &&
        elements.data.length > 0 && (
          <section>
            <Title order={3} size="h5" mb="xs">
              {t('State per element')}
            </Title>
            <LocationTable
              inspectionId={inspection.id}
              elements={elements.data}
              entries={inspection.statePerElement}
            />
          </section>
        )
      )}
      <MakeReportFields
        checked={inspection.createRequest}
        description={inspection.requestDescription}
        onToggle={() => {
          change({ createRequest: !inspection.createRequest });
        }}
        onDescription={(requestDescription) => {
          change({ requestDescription });
        }}
      />
    </Stack>
  );
};
