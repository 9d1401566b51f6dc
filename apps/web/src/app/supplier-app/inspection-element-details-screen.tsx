import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailList } from '../../components/detail-list';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { Section } from '../../components/section';
import { ConditionFields } from '../../features/inspections/components/condition-fields';
import { ElementHistory } from '../../features/inspections/components/element-history';
import { ElementInModel } from '../../features/inspections/components/element-in-model';
import { FindingsFields } from '../../features/inspections/components/findings-fields';
import { InspectionPartActions } from '../../features/inspections/components/inspection-part-actions';
import { useInspectionElements } from '../../features/inspections/use-inspection-elements';
import { useTranslation } from '../../lib/i18n/i18n';

/** InspectionElementDetails (spec §2): the findings of one element, in the inspection's unsaved state. */
export const InspectionElementDetailsScreen = () => {
  const { t } = useTranslation();
  const params = useParams();
  const inspectionId = Number(params.inspection);
  const elementId = Number(params.elementId);
  const { edit, loaded } = useInspectionElements(inspectionId);
  const element = loaded.data?.elements.find((candidate) => candidate.id === elementId);
  return (
    <Screen
      title={element?.label ?? t('Element')}
      back={false}
      actions={<InspectionPartActions inspectionId={inspectionId} edit={edit} />}
    >
      <QueryView query={loaded} skeleton={{ lines: 4 }}>
        {({ edit: loadedEdit }) =>
          element === undefined ? (
            <Text c="gray.7">{t('This information was not found.')}</Text>
          ) : (
            <Stack gap="lg">
              <Section title={t('Element information')}>
                <DetailList
                  details={[
                    {
                      label: t('Code'),
                      value: `${element.elementCode.fullCode} ${element.elementCode.name}`,
                    },
                    { label: t('Label'), value: element.label },
                    { label: t('Location'), value: element.location },
                  ]}
                />
              </Section>
              <Stack component="section" gap="md">
                <Title order={2} size="h4">
                  {t('Findings')}
                </Title>
                <FindingsFields edit={loadedEdit} elementId={elementId} />
              </Stack>
              <Section title={t('Condition (NEN 2767)')}>
                <ConditionFields edit={loadedEdit} elementId={elementId} />
              </Section>
              <Section title={t('Register and earlier scores')}>
                <ElementHistory elementId={elementId} />
              </Section>
              <Section title={t('3D model')}>
                <ElementInModel aspectId={loadedEdit.inspection.aspect.id} elementId={elementId} />
              </Section>
            </Stack>
          )
        }
      </QueryView>
    </Screen>
  );
};
