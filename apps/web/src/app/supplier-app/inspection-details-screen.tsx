import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { aspectLabel } from '../../lib/known-values';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { useSaveChosenVersions, useSaveInspection } from '../../features/inspections/api/save-inspection';
import { InspectionConflict } from '../../features/inspections/components/inspection-conflict';
import { useStartInspection } from '../../features/inspections/api/start-inspection';
import { InspectionForm } from '../../features/inspections/components/inspection-form';
import { RelatedRequests } from '../../features/inspections/components/related-requests';
import { UnsavedChanges } from '../../features/inspections/components/unsaved-changes';
import { useEditedInspection } from '../../features/inspections/use-edited-inspection';
import { useWorkOrdersByInspection } from '../../features/work-orders/api/get-work-orders-by-inspection';
import { SupplierWorkOrderList } from '../../features/work-orders/components/supplier-work-order-list';
import { routes } from '../../lib/routes';
import { Section } from '../../components/section';

const RelatedWorkOrders = ({ inspectionId }: { inspectionId: number }) => {
  const { t } = useTranslation();
  const orders = useWorkOrdersByInspection(inspectionId);
  return (
    <QueryView query={orders} skeleton={{ lines: 2 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('There are no work orders.')}</Text>
        ) : (
          <SupplierWorkOrderList orders={list} />
        )
      }
    </QueryView>
  );
};

/** inspectionDetails of an existing inspection (spec §2): the form, its requests and work orders; header Save. */
const EditInspection = ({ inspectionId }: { inspectionId: number }) => {
  const { t } = useTranslation();
  const inspection = useEditedInspection(inspectionId);
  const edit = inspection.data;
  const save = useSaveInspection(inspectionId);
  const saveChosenVersions = useSaveChosenVersions(inspectionId);
  return (
    <Screen
      title={edit ? `${t('Inspection')} ${aspectLabel(edit.inspection.aspect, t)}` : t('Inspection')}
      actions={
        <>
          <UnsavedChanges edit={edit} />
          <Button
            loading={edit?.saving ?? false}
            disabled={edit?.conflict !== null}
            onClick={() => {
              void save();
            }}
          >
            {t('Save')}
          </Button>
        </>
      }
    >
      <QueryView query={inspection} skeleton={{ lines: 6 }}>
        {(loaded) => (
          <Stack gap="xl">
            <Section title={t('Inspection form')}>
              {loaded.conflict ? (
                <InspectionConflict
                  edit={loaded}
                  theirs={loaded.conflict}
                  onSave={(chosen) => {
                    void saveChosenVersions(chosen);
                  }}
                />
              ) : (
                <InspectionForm edit={loaded} />
              )}
            </Section>
            <Section title={t('Requests')}>
              <RelatedRequests inspectionId={inspectionId} />
            </Section>
            <Section title={t('Work assignments')}>
              <RelatedWorkOrders inspectionId={inspectionId} />
            </Section>
          </Stack>
        )}
      </QueryView>
    </Screen>
  );
};

/** inspectionDetails of a new inspection from a task: registers the draft, then shows it under its own id. */
const NewInspection = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const aspectId = Number(search.get('aspectId'));
  const scheduleId = Number(search.get('scheduleId'));
  const start = useStartInspection();
  const { mutate } = start;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      { aspectId, scheduleId },
      {
        onSuccess: (draft) => {
          void navigate(generatePath(routes.inspectionDetails, { inspection: String(draft.id) }), {
            replace: true,
          });
        },
      },
    );
  }, [aspectId, scheduleId, mutate, navigate]);
  return (
    <Screen title={t('Inspection')}>
      {start.isError ? (
        <LoadError
          error={start.error}
          onRetry={() => {
            start.mutate({ aspectId, scheduleId });
          }}
        />
      ) : (
        <ContentSkeleton lines={6} />
      )}
    </Screen>
  );
};

/** inspectionDetails (spec §2): an inspection, or a new one from a schedule (`/inspections/new?aspectId&scheduleId`). */
export const InspectionDetailsScreen = () => {
  const { inspection } = useParams();
  return inspection === undefined ? <NewInspection /> : <EditInspection inspectionId={Number(inspection)} />;
};
