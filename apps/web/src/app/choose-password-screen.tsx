import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../components/failure-alert';
import { PageLoader } from '../components/page-loader';
import { PublicPage } from '../components/public-page';
import { useChoosePassword } from '../features/session/api/choose-password';
import { usePasswordLink } from '../features/session/api/get-password-link';
import { ApiError } from '../lib/api-error';
import { useTranslation } from '../lib/i18n/i18n';
import { useLinkToken } from '../lib/use-link-token';
import { routes } from '../lib/routes';
import {
  NewPasswordFields,
  newPasswordProblem,
  type NewPassword,
} from '../features/session/components/new-password-fields';

/**
 * Where an invitation's or a reset's link lands (`/password?token=…`), logged in or not: the person chooses a
 * password and is then logged in, in their own app. A link that no longer works says so and what to do.
 */
export const ChoosePasswordScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLinkToken();
  const link = usePasswordLink(token);
  const choose = useChoosePassword();
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [sent, setSent] = useState(false);
  const problem = sent ? newPasswordProblem(value, t) : undefined;

  if (link.isPending) return <PageLoader />;
  return (
    <PublicPage>
      {link.isError && !(link.error instanceof ApiError && link.error.status === 404) ? (
        <Stack>
          <FailureAlert error={link.error} failed={t('The link could not be checked.')} />
          <Button
            onClick={() => {
              void link.refetch();
            }}
          >
            {t('Try again')}
          </Button>
        </Stack>
      ) : link.isError ? (
        <Stack>
          <Title order={1}>{t('This link no longer works')}</Title>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t(
              "It has expired or has already been used. Ask your administrator for a new invitation, or ask for a new link with 'Forgot password?' on the login screen.",
            )}
          </Alert>
          <Button
            onClick={() => {
              void navigate(routes.home, { replace: true });
            }}
          >
            {t('To the login')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
            if (newPasswordProblem(value, t) || choose.isPending) return;
            choose.mutate(
              { token, password: value.password },
              {
                onSuccess: () => {
                  void navigate(routes.home, { replace: true });
                },
              },
            );
          }}
        >
          <Stack>
            <div>
              <Title order={1}>
                {link.data.purpose === 'invite'
                  ? t('Welcome to {{product}}', { product: PRODUCT_NAME })
                  : t('Choose a new password')}
              </Title>
              <Text c="gray.7">
                {t('{{name}}, your user name is {{username}}.', {
                  name: link.data.name,
                  username: link.data.username,
                })}
              </Text>
            </div>
            {choose.isError && (
              <FailureAlert error={choose.error} failed={t('The password was not saved.')} />
            )}
            <NewPasswordFields value={value} onChange={setValue} problem={problem} />
            <Button type="submit" loading={choose.isPending}>
              {t('Save password and log in')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicPage>
  );
};
