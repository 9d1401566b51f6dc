import { Alert, Button, Radio, Stack, Textarea, Title } from '@mantine/core';
import { SupplierStatus } from '@vve/contract/enums';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useReportSupplierStatus } from '../api/report-supplier-status';
import { supplierStatusText } from '../../../components/supplier-status';

/**
 * The status report of a work order (spec §4, §5): COMPLETE by default, a description (asked for, not enforced)
 * for the other statuses, a confirmation, and on success the form hides.
 */
export const SupplierStatusForm = ({ workAssignmentId }: { workAssignmentId: number }) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupplierStatus>('COMPLETE');
  const [description, setDescription] = useState('');
  const [confirming, setConfirming] = useState(false);
  const report = useReportSupplierStatus(workAssignmentId);

  if (report.isSuccess) return null;

  return (
    <Stack component="section" gap="sm">
      <Title order={2} size="h4">
        {t('Report status')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
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
          {status !== 'COMPLETE' && (
            <Textarea
              label={t('Please explain the problem, or the action that needs to be done')}
              autosize
              minRows={3}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
              }}
            />
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
          report.mutate(status === 'COMPLETE' ? { status } : { status, description });
        }}
      />
    </Stack>
  );
};
