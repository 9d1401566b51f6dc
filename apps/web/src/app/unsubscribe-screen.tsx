import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FailureAlert } from '../components/failure-alert';
import { PublicPage } from '../components/public-page';
import { useUnsubscribeEmail } from '../features/notifications/api/unsubscribe-email';
import { kindLabel } from '../features/notifications/kind-labels';
import { ApiError } from '../lib/api-error';
import { useTranslation } from '../lib/i18n/i18n';
import { useLinkToken } from '../lib/use-link-token';

/** The server's answer to a link whose token it does not take: malformed (400) or not its own (404). */
const isBadLink = (error: Error | null) => error instanceof ApiError && [400, 404].includes(error.status);

/**
 * Where an email's unsubscribe link lands (`/unsubscribe?token=…`), logged in or not: 'Unsubscribe' turns off
 * the emails of the kinds the link names, and the page then says which.
 */
export const UnsubscribeScreen = () => {
  const { t, i18n } = useTranslation();
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeEmail();

  const content = () => {
    if (token === '' || isBadLink(unsubscribe.error)) {
      return (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          <Text size="sm" c="red.9">
            {t('This unsubscribe link is not valid.')}
          </Text>
        </Alert>
      );
    }
    if (unsubscribe.data) {
      const kinds = unsubscribe.data.map((kind) => kindLabel(kind, t));
      return (
        <Text role="status">
          {t('You no longer receive emails about: {{kinds}}', {
            kinds: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(kinds),
          })}
        </Text>
      );
    }
    return (
      <>
        <Text>{t('You will no longer receive these emails.')}</Text>
        {unsubscribe.isError && (
          <FailureAlert error={unsubscribe.error} failed={t('You could not be unsubscribed.')} />
        )}
        <Button
          loading={unsubscribe.isPending}
          onClick={() => {
            unsubscribe.mutate(token);
          }}
        >
          {t('Unsubscribe')}
        </Button>
      </>
    );
  };

  return (
    <PublicPage>
      <Stack>
        <Title order={1}>{t('Unsubscribe from emails')}</Title>
        {content()}
      </Stack>
    </PublicPage>
  );
};
