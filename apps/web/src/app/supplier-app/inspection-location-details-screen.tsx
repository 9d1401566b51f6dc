import { Card, Stack, Text, UnstyledButton } from '@mantine/core';
import { elementEntryOf } from '@vve/contract/rules/element-state';
import { useTranslation } from '../../lib/i18n/i18n';
import { generatePath, Link, useParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { routes } from '../../lib/routes';
import { useAspectElements } from '../../features/inspections/api/get-aspect-elements';
import { inspectionStateLabel } from '../../features/inspections/components/inspection-state';
import { OkButton } from '../../features/inspections/components/ok-button';
import { UnsavedChanges } from '../../features/inspections/components/unsaved-changes';
import { useEditedInspection } from '../../features/inspections/use-edited-inspection';
import classes from './location-fields.module.css';

const Field = ({ label, children }: { label: string; children: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="gray.7">
      {label}
    </Text>
    <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
  </Stack>
);

/** InspectionLocationDetails (spec §2): the elements at one location with their code, label and state. */
export const InspectionLocationDetailsScreen = () => {
  const { t } = useTranslation();
  const params = useParams();
  const inspectionId = Number(params.inspection);
  const location = params.location ?? '';
  const { edit, query } = useEditedInspection(inspectionId);
  const elements = useAspectElements(edit?.inspection.aspect.id);
  const failed = query.error ?? elements.error;
  const here = elements.data?.filter((element) => element.location === location) ?? [];
  return (
    <Screen
      title={location || t('Location')}
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
        <ContentSkeleton lines={3} height={56} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {here.map((element) => {
            const entry = elementEntryOf(edit.inspection.statePerElement, element.id);
            return (
              <li key={element.id}>
                <UnstyledButton
                  component={Link}
                  to={generatePath(routes.inspectionElementDetails, {
                    inspection: String(inspectionId),
                    elementId: String(element.id),
                  })}
                  display="block"
                  w="100%"
                >
                  <Card withBorder padding="sm">
                    <div className={classes.fields}>
                      <Field
                        label={t('Code')}
                      >{`${element.elementCode.fullCode} ${element.elementCode.name}`}</Field>
                      <Field label={t('Label')}>{element.label}</Field>
                      <Field label={t('State')}>
                        {entry.stateDescription?.trim()
                          ? entry.stateDescription
                          : inspectionStateLabel(entry.state, t)}
                      </Field>
                    </div>
                  </Card>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Screen>
  );
};
