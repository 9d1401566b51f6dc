import type { ViewpointCreate } from '@vve/contract/calls/bim';
import { useState } from 'react';
import { DescriptionField } from '../../../components/description-field';
import { FailureAlert } from '../../../components/failure-alert';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useRaiseModelRequest } from '../api/raise-model-request';

interface RaiseRequestDialogProps {
  projectId: number;
  /** The description to start from (what the picked element is, and where). */
  description: string;
  /** The viewpoint at the moment of sending. */
  viewpoint: () => ViewpointCreate;
  onClose: () => void;
}

/**
 * An administrator's 'Create a request' at a picked element: a description, and the request is raised for the
 * project's complex (not shared with residents) and pinned at the current view.
 */
export const RaiseRequestDialog = ({
  projectId,
  description,
  viewpoint,
  onClose,
}: RaiseRequestDialogProps) => {
  const { t } = useTranslation();
  const raise = useRaiseModelRequest(projectId, viewpoint);
  const [text, setText] = useState(description);
  const [tried, setTried] = useState(false);
  const empty = text.trim() === '';
  return (
    <FormDialog
      title={t('Create a request')}
      submitLabel={t('Create a request')}
      pending={raise.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (empty) return;
        raise.mutate(text.trim(), {
          onSuccess: (nr) => {
            notify(t('Request {{nr}} has been created.', { nr }));
            onClose();
          },
        });
      }}
    >
      <DescriptionField
        value={text}
        error={tried && empty ? t('Describe the request.') : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
        data-autofocus
      />
      {raise.error && <FailureAlert error={raise.error} failed={t('The request could not be created.')} />}
    </FormDialog>
  );
};
