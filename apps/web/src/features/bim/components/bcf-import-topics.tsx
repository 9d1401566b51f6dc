import { Stack, Text } from '@mantine/core';
import type { BcfImportSummary, BcfTopicOutcome, BcfUnreadableTopic } from '@vve/contract/calls/bcf';
import { RecordTable } from '../../../components/record-table';
import { Section } from '../../../components/section';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';

const actionText = (topic: BcfTopicOutcome, t: TFunction): string =>
  topic.action === 'create'
    ? topic.requestNr === null
      ? t('New request')
      : t('New request {{nr}}', { nr: topic.requestNr })
    : t('Updates request {{nr}}', { nr: topic.requestNr });

const viewpointText = (topic: BcfTopicOutcome, t: TFunction): string => {
  if (!topic.hasViewpoint) return t('No viewpoint');
  return t('Viewpoint, {{count}} elements selected', { count: topic.selected.length });
};

/** What a BCF import would do or did with each topic: make or update a request, with its notes and viewpoint. */
export const BcfImportTopics = ({ summary }: { summary: BcfImportSummary }) => {
  const { t } = useTranslation();
  const created = summary.topics.filter((topic) => topic.action === 'create').length;
  return (
    <Stack gap="xs">
      <Text>
        {t('BCF {{version}}: {{created}} new requests, {{updated}} updated.', {
          version: summary.version,
          created,
          updated: summary.topics.length - created,
        })}
      </Text>
      <RecordTable
        items={summary.topics}
        rowKey={(topic) => topic.guid}
        minWidth={560}
        empty={t('The file holds no topics.')}
        columns={[
          { header: t('Topic'), cell: (topic) => topic.title, breakAnywhere: true },
          { header: t('What happens'), cell: (topic) => actionText(topic, t) },
          { header: t('New internal notes'), cell: (topic) => topic.comments, numeric: true, width: 120 },
          { header: t('3D model'), cell: (topic) => viewpointText(topic, t) },
        ]}
      />
    </Stack>
  );
};

const REASONS = {
  malformedXml: 'Its markup is not readable XML.',
  noGuid: 'It has no topic GUID.',
  noTitle: 'It has no title.',
  sameGuidTwice: 'Another topic in the file has the same GUID.',
} as const;

/** The topics of a BCF file that cannot be read, each with why; the others are imported. */
export const BcfUnreadableTopics = ({ topics }: { topics: readonly BcfUnreadableTopic[] }) => {
  const { t } = useTranslation();
  if (topics.length === 0) return null;
  return (
    <Section title={t('Topics that cannot be read')}>
      <Text>{t('These topics are left out; the others are imported.')}</Text>
      <RecordTable
        items={topics}
        rowKey={(topic) => topic.folder}
        minWidth={480}
        columns={[
          {
            header: t('Folder in the file'),
            cell: (topic) => topic.folder,
            monospace: true,
            breakAnywhere: true,
          },
          { header: t('Reason'), cell: (topic) => t(REASONS[topic.reason]) },
        ]}
      />
    </Section>
  );
};
