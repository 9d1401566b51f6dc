import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-error';
import { FailureAlert } from './failure-alert';

interface RefusalAlertProps {
  error: Error;
  /** What did not happen ('The contract could not be saved.'). */
  failed: string;
  /** The refusals the server explains, by their English message, each in the user's language. */
  refusals: Readonly<Record<string, string>>;
}

/**
 * Why a change failed: a refusal the server explains (such as an organisation that is archived) in the user's
 * language on its own; any other failure as what did not happen and the server's message.
 */
export const RefusalAlert = ({ error, failed, refusals }: RefusalAlertProps) => {
  const refusal = error instanceof ApiError ? refusals[error.message] : undefined;
  if (refusal === undefined) return <FailureAlert error={error} failed={failed} />;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm" c="red.9">
        {refusal}
      </Text>
    </Alert>
  );
};
