import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Schedule } from '@vve/contract/calls/schedules';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectLabel } from '../../../lib/known-values';
import { generatePath, Link, useNavigate } from 'react-router';
import { lazyDialog } from '../../../components/lazy-dialog';
import { DateText } from '../../../components/date-text';
import { routes } from '../../../lib/routes';
import { usePrefetchAspectElements } from '../api/get-aspect-elements';
import { useStartInspection } from '../api/start-inspection';
import { PlainList } from '../../../components/plain-list';
import { useQueuedChanges } from '../../../lib/offline/sync-state';
import { QUEUED_INSPECTION, type QueuedInspection } from '../queued-inspection';

const ConfirmDialog = lazyDialog(
  async () => (await import('../../../components/confirm-dialog')).ConfirmDialog,
);

/**
 * The tasks (schedules) with their aspect (its own name, else its type's), complex and date; 'Register' asks to confirm, shows the creating
 * state, then opens the new draft (spec §4 "Inspection creation"); a task with the user's draft (also one registered
 * on this device and not sent yet) says 'Continue' and opens that draft.
 */
export const TaskList = ({ schedules }: { schedules: readonly Schedule[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartInspection();
  usePrefetchAspectElements(schedules.map((schedule) => schedule.aspect.id));
  const [asking, setAsking] = useState<Schedule | null>(null);
  const creating = start.isPending ? start.variables.scheduleId : null;
  const registeredHere = new Map(
    useQueuedChanges<QueuedInspection>(QUEUED_INSPECTION).flatMap(({ payload }) =>
      payload.start ? [[payload.start.scheduleId, payload.inspection.id] as const] : [],
    ),
  );
  const draftOf = (schedule: Schedule) =>
    schedule.draftInspectionId ?? registeredHere.get(schedule.id) ?? null;
  return (
    <>
      <PlainList>
        {schedules.map((schedule) => {
          const draft = draftOf(schedule);
          return (
            <Card key={schedule.id} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="center">
                <Stack gap={0}>
                  <Text fw={600}>{aspectLabel(schedule.aspect, t)}</Text>
                  <Text size="sm">{schedule.aspect.complexName}</Text>
                  <Text size="sm" c="gray.7">
                    <DateText value={schedule.scheduledDate} />
                  </Text>
                </Stack>
                {draft === null ? (
                  <Button
                    variant="light"
                    loading={creating === schedule.id}
                    disabled={creating !== null && creating !== schedule.id}
                    aria-label={t('Register {{aspect}} in {{complex}}', {
                      aspect: aspectLabel(schedule.aspect, t),
                      complex: schedule.aspect.complexName,
                    })}
                    onClick={() => {
                      setAsking(schedule);
                    }}
                  >
                    {t('Register')}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    component={Link}
                    to={generatePath(routes.inspectionDetails, {
                      inspection: String(draft),
                    })}
                    aria-label={t('Continue {{aspect}} in {{complex}}', {
                      aspect: aspectLabel(schedule.aspect, t),
                      complex: schedule.aspect.complexName,
                    })}
                  >
                    {t('Continue')}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </PlainList>
      <ConfirmDialog
        opened={asking !== null}
        message={t('Register new inspection for {{aspect}} in {{complex}}?', {
          aspect: asking ? aspectLabel(asking.aspect, t) : '',
          complex: asking?.aspect.complexName ?? '',
        })}
        confirmLabel={t('Register')}
        onCancel={() => {
          setAsking(null);
        }}
        onConfirm={() => {
          if (!asking) return;
          setAsking(null);
          start.mutate(
            { aspectId: asking.aspect.id, scheduleId: asking.id },
            {
              onSuccess: (draft) => {
                void navigate(generatePath(routes.inspectionDetails, { inspection: String(draft.id) }));
              },
            },
          );
        }}
      />
    </>
  );
};
