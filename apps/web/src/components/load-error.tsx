import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';
import { ApiError } from '../lib/api-error';

interface LoadErrorProps {
  error: Error;
  /** Loads again; the button shows a loader while `retrying`. */
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed call in place of what it should have shown, with a retry (a failed call never crashes a screen). */
export const LoadError = ({ error, onRetry, retrying = false }: LoadErrorProps) => {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.9">
          {notFound ? t('This information was not found.') : t('This information could not be loaded.')}
        </Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry} loading={retrying}>
          {t('Try again')}
        </Button>
      </Stack>
    </Alert>
  );
};
