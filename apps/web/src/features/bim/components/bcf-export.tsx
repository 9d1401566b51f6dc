import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { BcfVersion, type BcfConditionMap } from '@vve/contract/calls/bcf';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useExportBcf } from '../api/export-bcf';

interface BcfExportProps {
  projectId: number;
  /** The requests to export; all of the project's that the user sees when absent. */
  requestIds?: readonly number[];
  /** The condition map as it is shown now, to export as a topic too (when the map is on). */
  conditionMap?: (() => BcfConditionMap) | undefined;
}

/** 'Export BCF': the project's requests (and the condition map when shown) as a BCF 2.1 or 3.0 file. */
export const BcfExport = ({ projectId, requestIds, conditionMap }: BcfExportProps) => {
  const { t } = useTranslation();
  const [version, setVersion] = useState<BcfVersion>('2.1');
  const exporter = useExportBcf(projectId);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('BCF version')}
          value={version}
          data={[
            { value: '2.1', label: t('BCF 2.1 (.bcfzip, most tools)') },
            { value: '3.0', label: t('BCF 3.0 (.bcf)') },
          ]}
          onChange={(event) => {
            setVersion(BcfVersion.parse(event.currentTarget.value));
          }}
        />
        <Button
          variant="default"
          leftSection={<IconDownload aria-hidden size={18} />}
          loading={exporter.isPending}
          onClick={() => {
            exporter.mutate({
              version,
              ...(requestIds && { requestIds: [...requestIds] }),
              ...(conditionMap && { conditionMap: conditionMap() }),
            });
          }}
        >
          {conditionMap ? t('Export BCF with the condition map') : t('Export BCF')}
        </Button>
      </Group>
      {exporter.error && (
        <FailureAlert error={exporter.error} failed={t('The BCF file could not be made.')} />
      )}
    </Stack>
  );
};
