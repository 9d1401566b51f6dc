import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { FormDialog } from '../../../components/form-dialog';
import { useChangePassword } from '../api/change-password';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { NewPasswordFields, newPasswordProblem, type NewPassword } from './new-password-fields';

/** 'Change password' from an app's menu: the current password, then the new one twice. */
export const ChangePasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [sent, setSent] = useState(false);
  const problem = sent ? newPasswordProblem(value, t) : undefined;
  const missingCurrent = sent && current === '';

  return (
    <FormDialog
      title={t('Change password')}
      submitLabel={t('Change password')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        setSent(true);
        if (current === '' || newPasswordProblem(value, t)) return;
        change.mutate(
          { currentPassword: current, newPassword: value.password },
          {
            onSuccess: () => {
              notify(t('Your password has been changed. You have been logged out on your other devices.'));
              onClose();
            },
          },
        );
      }}
    >
      <PasswordInput
        label={t('Current password')}
        autoComplete="current-password"
        required
        data-autofocus
        visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
        value={current}
        error={missingCurrent ? t('Enter your current password.') : undefined}
        onChange={(event) => {
          setCurrent(event.currentTarget.value);
        }}
      />
      <NewPasswordFields value={value} onChange={setValue} problem={problem} />
      {change.isError && <FailureAlert error={change.error} failed={t('The password was not changed.')} />}
    </FormDialog>
  );
};
