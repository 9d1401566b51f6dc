import {
  Alert,
  Button,
  Center,
  Checkbox,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { useLogIn } from '../features/session/api/log-in';
import { apiHostName } from '../lib/api-host';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { lazyScreen } from './lazy-screen';
import { loginAlert } from './login-alert';

const ForgotPasswordDialog = lazyScreen(
  () => import('../features/session/components/forgot-password-dialog'),
  'ForgotPasswordDialog',
);

/** The login overlay (spec §2): shown until the status check succeeds. */
export const LoginOverlay = () => {
  const { t } = useTranslation();
  const logIn = useLogIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    logIn.mutate({ username, password, 'remember-me': rememberMe ? 'true' : 'false' });
  };

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="lg" w="100%" maw={420}>
        <Stack>
          <div>
            <Title order={1}>{PRODUCT_NAME}</Title>
            <Text c="gray.7">{apiHostName}</Text>
          </div>
          {logIn.isError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {loginAlert(logIn.error, t)}
            </Alert>
          )}
          <TextInput
            label={t('Username')}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
            }}
          />
          <PasswordInput
            label={t('Password')}
            name="password"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
          />
          <Checkbox
            label={t('Remember me')}
            name="remember-me"
            checked={rememberMe}
            onChange={(event) => {
              setRememberMe(event.currentTarget.checked);
            }}
          />
          <Button type="submit" loading={logIn.isPending}>
            {t('Login')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setForgotOpen(true);
            }}
          >
            {t('Forgot password?')}
          </Button>
        </Stack>
      </Paper>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            onClose={() => {
              setForgotOpen(false);
            }}
          />
        </Suspense>
      )}
    </Center>
  );
};
