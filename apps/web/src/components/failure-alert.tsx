import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-error';
import { apiRefusal } from '../lib/api-refusal';
import { useTranslation } from '../lib/i18n/i18n';
import { refusalText } from './server-refusals';

/** Why a change failed: what did not happen, then the server's reason when it gave one (translated when known). */
export const FailureAlert = ({ error, failed }: { error: Error; failed: string }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm" c="red.9">
        {failed}
      </Text>
      {error instanceof ApiError && (
        <Text size="sm" c="red.9">
          {refusalText(apiRefusal(error), t)}
        </Text>
      )}
    </Alert>
  );
};
