import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../../lib/known-values';
import { QueryView } from '../../../components/query-view';
import { useAspectElements } from '../api/get-aspect-elements';
import type { InspectionEdit } from '../inspection-store';
import { FindingsFields } from './findings-fields';
import { InspectionStateBadge } from '../../../components/inspection-state';
import { LocationTable } from './location-table';

/** The 'Inspection form' section of inspectionDetails (spec §2), editing the unsaved state. */
export const InspectionForm = ({ edit }: { edit: InspectionEdit }) => {
  const { t } = useTranslation();
  const { inspection } = edit;
  const { aspect } = inspection;
  const elements = useAspectElements(aspect.id);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <InspectionStateBadge state={inspection.state} />
          <Text fw={600}>{aspectTypeLabel(aspect.aspectType.name, t)}</Text>
        </Group>
        {aspect.name && <Text>{aspect.name}</Text>}
        {aspect.aspectType.description && <Text size="sm">{aspect.aspectType.description}</Text>}
      </Stack>
      <Stack gap={0}>
        <Text size="sm" c="gray.7">
          {t('Complex')}
        </Text>
        <Text>{aspect.complexName}</Text>
        <Text size="sm">{aspect.complexAddress}</Text>
      </Stack>
      <FindingsFields edit={edit} elementId={null}>
        <QueryView query={elements} skeleton={{ lines: 2 }}>
          {(list) =>
            list.length > 0 && (
              <section>
                <Title order={3} size="h5" mb="xs">
                  {t('State per element')}
                </Title>
                <LocationTable
                  inspectionId={inspection.id}
                  elements={list}
                  entries={inspection.statePerElement}
                />
              </section>
            )
          }
        </QueryView>
      </FindingsFields>
    </Stack>
  );
};
