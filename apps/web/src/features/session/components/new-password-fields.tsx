import { PasswordInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@vve/contract/rules/password-links';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

export interface NewPassword {
  password: string;
  repeat: string;
}

export interface NewPasswordProblem {
  field: keyof NewPassword;
  message: string;
}

/** What is wrong with a new password as typed, and in which field; undefined when the server may judge it. */
export const newPasswordProblem = (
  { password, repeat }: NewPassword,
  t: TFunction,
): NewPasswordProblem | undefined => {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: t('A password has at least 10 characters.') };
  }
  if (password !== repeat) return { field: 'repeat', message: t('The two passwords are not the same.') };
  return undefined;
};

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** Shown once the form was sent with a problem. */
  problem: NewPasswordProblem | undefined;
}

/** A new password typed twice, with the rule it must meet (the server also refuses common passwords). */
export const NewPasswordFields = ({ value, onChange, problem }: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('Show password') };
  return (
    <>
      <PasswordInput
        label={t('New password')}
        description={t('At least 10 characters; not one of the common passwords.')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        value={value.password}
        error={problem?.field === 'password' ? problem.message : undefined}
        onChange={(event) => {
          onChange({ ...value, password: event.currentTarget.value });
        }}
      />
      <PasswordInput
        label={t('Repeat the new password')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        value={value.repeat}
        error={problem?.field === 'repeat' ? problem.message : undefined}
        onChange={(event) => {
          onChange({ ...value, repeat: event.currentTarget.value });
        }}
      />
    </>
  );
};
