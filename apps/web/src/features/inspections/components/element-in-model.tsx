import { Anchor, Stack, Text } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { QueryView } from '../../../components/query-view';
import { PlainList } from '../../../components/plain-list';
import { useTranslation } from '../../../lib/i18n/i18n';
import { elementInModelPath } from '../../../lib/viewer-paths';
import { useAspectProjects } from '../api/get-aspect-projects';

/**
 * The element being graded in the 3D models of its complex: each opens the viewer's condition map at the element, in
 * a new window, where the inspector picks the model elements it stands for.
 */
export const ElementInModel = ({ aspectId, elementId }: { aspectId: number; elementId: number }) => {
  const { t } = useTranslation();
  const projects = useAspectProjects(aspectId);
  return (
    <QueryView query={projects} skeleton={{ lines: 1 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('No 3D models')}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('Open a model and pick the model elements this element stands for.')}</Text>
            <PlainList>
              {list.map((project) => (
                <li key={project.id}>
                  <Anchor
                    href={elementInModelPath(project.complexId, project.id, elementId)}
                    target="_blank"
                    display="inline-flex"
                    style={{ alignItems: 'center', gap: 6 }}
                  >
                    <IconCube aria-hidden size={18} />
                    {t('Link in {{project}}', { project: project.name })}
                  </Anchor>
                </li>
              ))}
            </PlainList>
          </Stack>
        )
      }
    </QueryView>
  );
};
