import { Stack, Switch } from '@mantine/core';
import { FailureAlert } from '../../../components/failure-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSetOwnerConditionMap } from '../api/set-owner-condition-map';

interface OwnerConditionMapSwitchProps {
  complexId: number;
  shown: boolean;
  editable: boolean;
}

/** Whether the complex's owners see the condition map of its 3D projects (off until turned on). */
export const OwnerConditionMapSwitch = ({ complexId, shown, editable }: OwnerConditionMapSwitchProps) => {
  const { t } = useTranslation();
  const change = useSetOwnerConditionMap(complexId);
  return (
    <Stack gap="xs">
      <Switch
        label={t('Owners see the condition map')}
        description={t(
          "In the 3D viewer, the complex's owners see its elements painted by their latest condition.",
        )}
        checked={shown}
        disabled={!editable || change.isPending}
        onChange={(event) => {
          change.mutate(event.currentTarget.checked);
        }}
      />
      {change.error && <FailureAlert error={change.error} failed={t('The setting was not changed.')} />}
    </Stack>
  );
};
