import { Alert, Button, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { SupplierStatus } from '@vve/contract/enums';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BAD_NEWS_TEXT, WARNING_TEXT } from '../../../components/text-colors';
import { useReportSupplierStatus } from '../api/report-supplier-status';
import { supplierStatusText } from '../../../components/supplier-status';
import { changeRefusalText } from '../../../components/server-refusals';
import { useQueuedChanges } from '../../../lib/offline/sync-state';
import { QUEUED_STATUS_REPORT, type QueuedStatusReport } from '../queued-status-report';
import { PhotoPicker } from '../../../components/photo-picker';
import { photosBlocker, useRequestPhotos } from '../../../lib/photos/use-request-photos';

/**
 * The status report of a work order (spec §4, §5): COMPLETE by default, a description (asked for, not enforced)
 * for the other statuses, a confirmation, and on success the form hides. 'Work complete' takes an optional note
 * instead, and every status photos of the work (issue 30), uploaded as they are picked, as a request's are. A
 * report kept on this device until it can be sent (issue 16) shows in its place, as 'Waiting to be sent'.
 */
export const SupplierStatusForm = ({ workAssignmentId }: { workAssignmentId: number }) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupplierStatus>('COMPLETE');
  const [description, setDescription] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [photosAlert, setPhotosAlert] = useState<string | null>(null);
  const photos = useRequestPhotos();
  const report = useReportSupplierStatus(workAssignmentId);
  const queued = useQueuedChanges<QueuedStatusReport>(QUEUED_STATUS_REPORT).find(
    (change) => change.payload.workAssignmentId === workAssignmentId,
  );

  if (queued) {
    return (
      <Stack component="section" gap="xs">
        <Title order={2} size="h4">
          {t('Report status')}
        </Title>
        <Text c={queued.refusal ? BAD_NEWS_TEXT : WARNING_TEXT}>
          {queued.refusal
            ? changeRefusalText(queued.refusal, t)
            : t('{{status}}: waiting to be sent', {
                status: supplierStatusText(queued.payload.body.status, t),
              })}
        </Text>
      </Stack>
    );
  }
  if (report.isSuccess) return null;

  return (
    <Stack component="section" gap="sm">
      <Title order={2} size="h4">
        {t('Report status')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const blocker = photosBlocker(photos, t, (count) =>
            t('A status report can have at most {{count}} photos.', { count }),
          );
          setPhotosAlert(blocker);
          if (blocker === null) setConfirming(true);
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label={t('Status')}
            value={status}
            onChange={(value) => {
              setStatus(SupplierStatus.parse(value));
            }}
          >
            <Stack gap="xs" mt="xs">
              {SupplierStatus.options.map((option) => (
                <Radio key={option} value={option} label={supplierStatusText(option, t)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={
              status === 'COMPLETE'
                ? t('Note for the administrator (optional)')
                : t('Please explain the problem, or the action that needs to be done')
            }
            autosize
            minRows={status === 'COMPLETE' ? 2 : 3}
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
            }}
          />
          <PhotoPicker
            photos={photos.photos}
            onAdd={photos.add}
            onRetry={photos.retry}
            onRemove={photos.remove}
          />
          {photosAlert !== null && (
            <Alert color="red" variant="light" role="alert">
              {photosAlert}
            </Alert>
          )}
          {report.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('Could not update status')}
            </Alert>
          )}
          <Button type="submit" loading={report.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('Update status')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        message={t('Are you sure you want to update the status to "{{status}}"?', {
          status: supplierStatusText(status, t),
        })}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          // The dialog stays clickable while it fades out: a second click on OK sends nothing.
          if (!confirming) return;
          setConfirming(false);
          const note = description.trim();
          report.mutate({
            body: { status, ...(note !== '' && { description: note }), attachmentIds: photos.attachmentIds },
            files: photos.waitingFiles(),
          });
        }}
      />
    </Stack>
  );
};
