import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BimModel } from '@vve/contract/calls/bim';
import type { OfficeBimProject } from '@vve/contract/calls/office-complexes';
import { IconCube, IconExternalLink } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { projectPath } from '../../../lib/viewer-paths';
import { useRemoveBimProject } from '../api/remove-bim-project';
import { AddProjectDialog, RenameProjectDialog } from './project-dialog';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { Removal, useRemoval } from '../../../components/removal';
import { COMPLEX_REFUSALS } from './complex-refusals';

/** Which model a project shows, and where its conversion is. */
const ModelLine = ({ model }: { model: BimModel | null }) => {
  const { t } = useTranslation();
  if (model === null)
    return (
      <Text size="sm" c="gray.7">
        {t('No model uploaded yet.')}
      </Text>
    );
  const state = {
    QUEUED: t('being prepared'),
    CONVERTING: t('being prepared'),
    READY: t('ready'),
    FAILED: t('could not be prepared'),
  }[model.status];
  return (
    <Text size="sm" c={model.status === 'FAILED' ? 'red.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {t('Model {{name}}: {{state}}', { name: model.fileName, state })}
    </Text>
  );
};

interface ProjectListProps {
  complexId: number;
  projects: readonly OfficeBimProject[];
  /** Whether projects are added, renamed, removed and given models here (not in an archived complex). */
  editable: boolean;
  /** A project's model upload (the 3D feature's), composed by the screen. */
  upload: (project: OfficeBimProject) => ReactNode;
}

/**
 * A complex's 3D projects: each with its model (opened in 3D once it is ready) and its upload, 'Rename' and 'Remove';
 * 'Add 3D project'.
 */
export const ProjectList = ({ complexId, projects, editable, upload }: ProjectListProps) => {
  const { t } = useTranslation();
  const remove = useRemoveBimProject();
  const [dialog, setDialog] = useState<'add' | OfficeBimProject | null>(null);
  const removal = useRemoval<OfficeBimProject>(remove);
  const close = () => {
    setDialog(null);
  };
  return (
    <>
      {projects.length === 0 && <Text c="gray.7">{t('This complex has no 3D projects yet.')}</Text>}
      {projects.map((project) => (
        <Card key={project.id} withBorder padding="sm" component="article" aria-label={project.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <IconCube aria-hidden size={20} />
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {project.name}
                </Title>
              </Group>
              {editable && (
                <ItemActions
                  edit={{
                    label: t('Rename {{name}}', { name: project.name }),
                    onClick: () => {
                      setDialog(project);
                    },
                  }}
                  remove={{
                    label: t('Remove {{name}}', { name: project.name }),
                    onClick: () => {
                      removal.ask(project);
                    },
                  }}
                />
              )}
            </Group>
            <ModelLine model={project.model} />
            {project.model?.status === 'READY' && (
              <Anchor
                href={projectPath(complexId, project.id)}
                target="_blank"
                rel="noopener"
                size="sm"
                style={{ alignSelf: 'flex-start' }}
              >
                <Group gap={4} component="span">
                  <IconExternalLink aria-hidden size={16} />
                  {t('Open {{name}} in 3D', { name: project.name })}
                </Group>
              </Anchor>
            )}
            {editable && upload(project)}
          </Stack>
        </Card>
      ))}
      <Removal
        {...removal.props}
        question={(project) => t('Remove the 3D project {{name}}?', { name: project.name })}
        failed={t('The 3D project could not be removed.')}
        explained={COMPLEX_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Add 3D project')}
          onClick={() => {
            setDialog('add');
          }}
        />
      )}
      {dialog === 'add' && <AddProjectDialog complexId={complexId} onClose={close} />}
      {dialog !== null && dialog !== 'add' && <RenameProjectDialog project={dialog} onClose={close} />}
    </>
  );
};
