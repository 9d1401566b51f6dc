import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FailureAlert } from '../../../components/failure-alert';
import { ApiError } from '../../../lib/api-error';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

/** The refusals of the administration of complexes, as the server words them, in the user's language. */
const refusals = (t: TFunction): Record<string, string> => ({
  'A unit with this index number already exists in this complex.': t(
    'A unit with this index number already exists in this complex.',
  ),
  'Somebody owns or rents this unit, so it cannot be removed.': t(
    'Somebody owns or rents this unit, so it cannot be removed.',
  ),
  'This complex is archived. Take it back into use to change it.': t(
    'This complex is archived. Take it back into use to change it.',
  ),
  'This 3D project has a model or requests pinned in it, so it is kept. You can rename it.': t(
    'This 3D project has a model or requests pinned in it, so it is kept. You can rename it.',
  ),
});

/**
 * Why a change failed: a refusal the server explains (such as a duplicate index number) in the user's language
 * on its own; any other failure as what did not happen and the server's message.
 */
export const RefusalAlert = ({ error, failed }: { error: Error; failed: string }) => {
  const { t } = useTranslation();
  const refusal = error instanceof ApiError ? refusals(t)[error.message] : undefined;
  if (refusal === undefined) return <FailureAlert error={error} failed={failed} />;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm" c="red.9">
        {refusal}
      </Text>
    </Alert>
  );
};
