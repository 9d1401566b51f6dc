import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { AgendaItem } from '@vve/contract/calls/meetings';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainList } from '../../../components/plain-list';
import { ViewpointButton } from '../../../components/viewpoint-button';
import { fileDownloadUrl } from '../../../lib/file-links';
import { useTranslation } from '../../../lib/i18n/i18n';
import { viewpointPath } from '../../../lib/viewer-paths';
import { decisionRuleText } from './decision-rule-text';
import { TallyText } from './tally-text';

interface AgendaProps {
  items: readonly AgendaItem[];
  /** The meeting's complex, whose 3D model an item's view is of. */
  complexId: number;
  /** What an item shows beside its title (the back office's buttons). */
  actions?: (item: AgendaItem) => ReactNode;
  /** What an item shows below it (an owner's vote, the chair's count). */
  below?: (item: AgendaItem) => ReactNode;
}

/**
 * A meeting's agenda, numbered: each item's title, whether it is for a decision (and how it is decided), its
 * explanation, its documents (each a link that opens its file), its view of the 3D model, once its vote is closed its result, and what the
 * minutes say of it.
 */
export const Agenda = ({ items, complexId, actions, below }: AgendaProps) => {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="gray.7">{t('No items on the agenda yet')}</Text>;
  return (
    <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={600}>
                {item.number}. {item.title}
              </Text>
              {actions?.(item)}
            </Group>
            <Group gap="xs">
              <Badge color={item.kind === 'decision' ? 'blue.1' : 'gray.2'} c="black" radius="sm">
                {item.kind === 'decision' ? t('For a decision') : t('For discussion')}
              </Badge>
              {item.adoptsPlan && (
                <Badge color="teal.1" c="black" radius="sm">
                  {t('Adopts the maintenance plan')}
                </Badge>
              )}
            </Group>
            {item.rule && (
              <Text size="sm" c="gray.7">
                {decisionRuleText(item.rule, t)}
              </Text>
            )}
            {item.explanation !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.explanation}</Text>}
            {item.documents.length > 0 && (
              <PlainList aria-label={t('Documents of item {{number}}', { number: item.number })}>
                {item.documents.map((document) => (
                  <li key={document.id}>
                    <Group gap="xs" wrap="nowrap">
                      <IconFileText aria-hidden size={18} style={{ flexShrink: 0 }} />
                      <Anchor href={fileDownloadUrl(document.file)} target="_blank" rel="noopener">
                        {document.title}
                      </Anchor>
                    </Group>
                  </li>
                ))}
              </PlainList>
            )}
            {item.viewpoint && (
              <ViewpointButton
                href={viewpointPath(complexId, item.viewpoint.projectId, item.viewpoint.guid)}
                label={t('Open the view of item {{number}} in the 3D model', { number: item.number })}
              />
            )}
            {item.result && <TallyText tally={item.result} decided />}
            {item.minutes !== '' && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <Text span fw={600} size="sm">
                  {t('Minutes:')}
                </Text>{' '}
                {item.minutes}
              </Text>
            )}
            {below?.(item)}
          </Stack>
        </li>
      ))}
    </Stack>
  );
};
