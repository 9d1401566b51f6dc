import { NavLink, Text } from '@mantine/core';
import type { BimProject } from '@vve/contract/calls/details';
import { IconCube, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { QueryView } from '../../../components/query-view';
import { projectFromAppPath } from '../../../lib/viewer-paths';
import { useBimProjects } from '../api/get-bim-projects';
import { PlainList } from '../../../components/plain-list';

/** Opens a project in the 3D viewer, in a new window that can post back to the app (so no `noopener`). */
const openProject = (project: BimProject) => {
  window.open(projectFromAppPath(project.complexId, project.id));
};

/** bimDetails (spec §2): the 3D projects with project and complex name; tapping one opens it. */
export const BimProjectList = () => {
  const { t } = useTranslation();
  const projects = useBimProjects();
  return (
    <QueryView query={projects} skeleton={{ lines: 3, height: 44 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('No 3D models')}</Text>
        ) : (
          <PlainList bordered>
            {list.map((project) => (
              <li key={project.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={project.name}
                  description={project.complexName}
                  styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                  leftSection={<IconCube aria-hidden />}
                  rightSection={<IconExternalLink aria-hidden size={18} />}
                  onClick={() => {
                    openProject(project);
                  }}
                />
              </li>
            ))}
          </PlainList>
        )
      }
    </QueryView>
  );
};
