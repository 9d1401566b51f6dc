import type { OfficeBimProject } from '@vve/contract/calls/office-complexes';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAddBimProject } from '../api/add-bim-project';
import { useRenameBimProject } from '../api/rename-bim-project';
import { RefusalAlert } from '../../../components/refusal-alert';
import { COMPLEX_REFUSALS } from './complex-refusals';
import { RequiredField, useRequiredTexts, type FormProps } from './required-field';

/** A 3D project's name (required) in a dialog. */
const ProjectNameForm = ({ title, initial, pending, error, onSubmit, onClose }: FormProps<string>) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const required = useRequiredTexts();
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        if (required.check(name)) onSubmit(name);
      }}
    >
      <RequiredField
        label={t('Name')}
        first
        value={name}
        error={required.missing(name, t('A 3D project needs a name.'))}
        onChange={setName}
      />
      {error && (
        <RefusalAlert
          error={error}
          failed={t('The 3D project could not be saved.')}
          explained={COMPLEX_REFUSALS}
        />
      )}
    </FormDialog>
  );
};

/** 'Add 3D project': a new project of the complex, without a model yet. */
export const AddProjectDialog = ({ complexId, onClose }: { complexId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddBimProject(complexId);
  return (
    <ProjectNameForm
      title={t('Add 3D project')}
      initial=""
      pending={add.isPending}
      error={add.error}
      onSubmit={(name) => {
        add.mutate({ name }, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
};

/** 'Rename': a project's name. */
export const RenameProjectDialog = ({
  project,
  onClose,
}: {
  project: OfficeBimProject;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const rename = useRenameBimProject(project.id);
  return (
    <ProjectNameForm
      title={t('Rename 3D project')}
      initial={project.name}
      pending={rename.isPending}
      error={rename.error}
      onSubmit={(name) => {
        rename.mutate({ name }, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
};
