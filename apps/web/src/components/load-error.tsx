import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';
import { ApiError } from '../lib/api-error';
import { canRetry } from '../lib/can-retry';

interface LoadErrorProps {
  error: Error;
  /** Loads again; the button shows a loader while `retrying`. */
  onRetry: () => void;
  retrying?: boolean;
  /** What the user reads when the host does not know the thing (404), e.g. 'This complex was not found.' */
  notFound?: string;
}

/**
 * A failed call, with Try again where trying again can succeed (a failed call never crashes a screen); a
 * thing that does not exist says so, without a Try again that cannot help.
 */
export const LoadError = ({ error, onRetry, retrying = false, notFound }: LoadErrorProps) => {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.9">
          {missing
            ? (notFound ?? t('This information was not found.'))
            : t('This information could not be loaded.')}
        </Text>
        {canRetry(error) && (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry} loading={retrying}>
            {t('Try again')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
};
