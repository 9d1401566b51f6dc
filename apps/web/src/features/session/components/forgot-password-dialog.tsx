import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Email } from '@vve/contract/calls/office-people';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { FormDialog } from '../../../components/form-dialog';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * 'Forgot password?' from the login overlay: asks for the account's email address and has a reset link sent.
 * What it then says is the same whether or not the account exists.
 */
export const ForgotPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const invalid = sent && !Email.safeParse(email).success;

  if (reset.isSuccess) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('Check your email')}
        centered
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        <Stack>
          <Alert color="green" variant="light">
            {t(
              'If an account has this email address, we have sent it a link to choose a new password. The link works for one hour.',
            )}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('Close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <FormDialog
      title={t('Forgot password?')}
      submitLabel={t('Send link')}
      pending={reset.isPending}
      onClose={onClose}
      onSubmit={() => {
        setSent(true);
        if (Email.safeParse(email).success) reset.mutate({ email });
      }}
    >
      <Text size="sm">
        {t('Enter the email address of your account. We will send you a link to choose a new password.')}
      </Text>
      <TextInput
        label={t('Email address')}
        type="email"
        autoComplete="email"
        required
        data-autofocus
        value={email}
        error={invalid ? t('Enter a valid email address.') : undefined}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
        }}
      />
      {reset.isError && <FailureAlert error={reset.error} failed={t('The link could not be sent.')} />}
    </FormDialog>
  );
};
