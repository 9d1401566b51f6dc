import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { RefusalCode } from '@vve/contract/refusals';
import { ApiError } from '../lib/api-error';
import { apiRefusal } from '../lib/api-refusal';
import { useTranslation } from '../lib/i18n/i18n';
import { FailureAlert } from './failure-alert';
import { refusalText } from './server-refusals';

interface RefusalAlertProps {
  error: Error;
  /** What did not happen ('The contract could not be saved.'). */
  failed: string;
  /** The refusals that explain themselves (such as an organisation that is archived), by their codes. */
  explained: readonly RefusalCode[];
}

/**
 * Why a change failed: a refusal that explains itself in the user's language on its own; any other failure as
 * what did not happen and the server's reason.
 */
export const RefusalAlert = ({ error, failed, explained }: RefusalAlertProps) => {
  const { t } = useTranslation();
  const refusal = error instanceof ApiError ? apiRefusal(error) : undefined;
  if (!refusal || !explained.some((code) => code === refusal.code)) {
    return <FailureAlert error={error} failed={failed} />;
  }
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm" c="red.9">
        {refusalText(refusal, t)}
      </Text>
    </Alert>
  );
};
