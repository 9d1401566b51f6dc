import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { MeetingCount } from '@vve/contract/calls/meeting-votes';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useRecordAttendance } from '../api/meeting-count';
import { MEETING_REFUSALS } from './meeting-refusals';
import { unitLabel } from './unit-label';

/** 'Present or represented': the chair ticks the units present in person or by proxy, then saves the list. */
export const Attendance = ({ count }: { count: MeetingCount }) => {
  const { t } = useTranslation();
  const record = useRecordAttendance(count.meetingId);
  const [present, setPresent] = useState(() =>
    count.units.filter((unit) => unit.present).map((unit) => String(unit.unitId)),
  );
  if (count.units.length === 0) return <Text c="gray.7">{t('This complex has no units.')}</Text>;
  return (
    <Stack gap="sm">
      <Checkbox.Group label={t('Present or represented')} value={present} onChange={setPresent}>
        <Stack gap="xs" mt="xs">
          {count.units.map((unit) => (
            <Checkbox
              key={unit.unitId}
              value={String(unit.unitId)}
              label={unitLabel(unit, t)}
              description={[
                unit.owners.join(', '),
                unit.voter && t('votes: {{name}}', { name: unit.voter }),
                unit.proxyHolder && t('proxy: {{name}}', { name: unit.proxyHolder }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <div>
        <Button
          variant="default"
          loading={record.isPending}
          onClick={() => {
            record.mutate(
              { unitIds: present.map(Number) },
              {
                onSuccess: () => {
                  notify(t('Who is present has been saved.'));
                },
              },
            );
          }}
        >
          {t('Save who is present')}
        </Button>
      </div>
      {record.error && (
        <RefusalAlert
          error={record.error}
          failed={t('Who is present could not be saved.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </Stack>
  );
};
