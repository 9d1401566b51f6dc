import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_BCF_BYTES, MAX_BCF_TOPICS, MAX_BCF_UNPACKED_BYTES } from '@vve/contract/calls/bcf';
import { IconArrowLeft } from '@tabler/icons-react';
import { generatePath, Link, useParams } from 'react-router';
import { ImportFlow } from '../../components/import-flow';
import { OfficePage } from '../../components/office-page';
import { bimProjectQueryOptions } from '../../features/bim/api/get-bim-project';
import { importBcf } from '../../features/bim/api/import-bcf';
import { BcfImportTopics, BcfUnreadableTopics } from '../../features/bim/components/bcf-import-topics';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeNotFound } from './office-not-found';

const MEGABYTE = 1024 * 1024;

/**
 * 'Import BCF': the topics of a BCF 2.1 or 3.0 file (from a BIM coordinator's tool) into a 3D project as requests,
 * each with its viewpoint; a topic that came from a request of the project updates it. Checked first, then
 * imported all at once or not at all.
 */
export const BcfImportScreen = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const project = useQuery({ ...bimProjectQueryOptions(id), enabled: valid });
  if (!valid) return <OfficeNotFound />;
  const name = project.data?.name;
  return (
    <OfficePage
      title={name ? t('Import BCF into {{project}}', { project: name }) : t('Import BCF')}
      actions={
        project.data && (
          <Button
            component={Link}
            to={generatePath(officeRoutes.complex, { id: String(project.data.complexId) })}
            variant="default"
            leftSection={<IconArrowLeft aria-hidden size={18} />}
          >
            {t('Back to the complex')}
          </Button>
        )
      }
    >
      <Text maw="48rem">
        {t(
          'Topics from BIM tools (BCF 2.1 or 3.0) become requests of this project, each pinned to its viewpoint; their comments become internal notes. A topic that came from one of this project’s requests updates that request. At most {{topics}} topics and {{megabytes}} MB ({{unpacked}} MB unpacked) a file. Check the file first: nothing changes until you press Import.',
          {
            topics: MAX_BCF_TOPICS,
            megabytes: MAX_BCF_BYTES / MEGABYTE,
            unpacked: MAX_BCF_UNPACKED_BYTES / MEGABYTE,
          },
        )}
      </Text>
      <ImportFlow
        send={importBcf(id)}
        fileLabel={t('BCF file (.bcf or .bcfzip)')}
        accept=".bcf,.bcfzip,application/zip"
        verdict={(checked) => ({
          canImport: checked.topics.length > 0,
          text:
            checked.topics.length > 0
              ? t('The file can be imported. Nothing has changed yet.')
              : t('The file holds no topic that can be read.'),
        })}
        counts={(summary) => <BcfImportTopics summary={summary} />}
        details={(summary) => <BcfUnreadableTopics topics={summary.unreadable} />}
        // New and changed requests show in the inbox, the complex and the viewer alike.
        onImported={() => queryClient.invalidateQueries()}
      />
    </OfficePage>
  );
};
