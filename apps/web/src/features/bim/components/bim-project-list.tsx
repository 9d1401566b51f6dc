import { NavLink, Paper, Text } from '@mantine/core';
import type { BimProject } from '@vve/contract/calls/details';
import { IconCube, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { LoadError } from '../../../components/load-error';
import { projectFromAppPath } from '../../../lib/viewer-paths';
import { useBimProjects } from '../api/get-bim-projects';

/** Opens a project in the 3D viewer, in a new window that can post back to the app (so no `noopener`). */
const openProject = (project: BimProject) => {
  window.open(projectFromAppPath(project.complexId, project.id));
};

/** bimDetails (spec §2): the 3D projects with project and complex name; tapping one opens it. */
export const BimProjectList = () => {
  const { t } = useTranslation();
  const projects = useBimProjects();
  if (projects.isPending) return <ContentSkeleton lines={3} height={44} />;
  if (projects.isError) {
    return (
      <LoadError
        error={projects.error}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    );
  }
  if (projects.data.length === 0) return <Text c="gray.7">{t('No 3D models')}</Text>;
  return (
    <Paper withBorder component="ul" p={0} m={0} style={{ listStyle: 'none', overflow: 'hidden' }}>
      {projects.data.map((project) => (
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
    </Paper>
  );
};
