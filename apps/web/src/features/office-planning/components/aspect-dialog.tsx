import { NativeSelect, TextInput } from '@mantine/core';
import type { AspectTypeChoice, OfficeAspect } from '@vve/contract/calls/office-planning';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../../lib/known-values';
import { notify } from '../../../lib/notifications';
import { useAddAspect } from '../api/add-aspect';
import { useUpdateAspect } from '../api/update-aspect';
import { PLANNING_REFUSALS } from './planning-refusals';

interface AspectFormProps {
  title: string;
  types: readonly AspectTypeChoice[];
  initial: { aspectTypeId: string; name: string };
  change: ReturnType<typeof useAddAspect>;
  done: string;
  failed: string;
  onClose: () => void;
}

/** An aspect's type (one of the existing ones) and, if it needs one, its own name. */
const AspectForm = ({ title, types, initial, change, done, failed, onClose }: AspectFormProps) => {
  const { t } = useTranslation();
  const [aspectTypeId, setAspectTypeId] = useState(initial.aspectTypeId);
  const [name, setName] = useState(initial.name);
  const [checked, setChecked] = useState(false);
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (aspectTypeId === '') return;
        change.mutate(
          { aspectTypeId: Number(aspectTypeId), name: name.trim() === '' ? null : name },
          {
            onSuccess: () => {
              notify(done);
              onClose();
            },
          },
        );
      }}
    >
      <NativeSelect
        label={t('Aspect type')}
        required
        data-autofocus
        data={[
          { value: '', label: t('Choose an aspect type'), disabled: true },
          ...types.map((type) => ({ value: String(type.id), label: aspectTypeLabel(type.name, t) })),
        ]}
        value={aspectTypeId}
        error={checked && aspectTypeId === '' ? t('Choose an aspect type.') : undefined}
        onChange={(event) => {
          setAspectTypeId(event.currentTarget.value);
        }}
      />
      <TextInput
        label={t('Name')}
        description={t('Its own name, such as ‘Flat roofs block A’; without one, its type’s name is shown.')}
        maxLength={MAX_NAME_LENGTH}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
        }}
      />
      {change.error && <RefusalAlert error={change.error} failed={failed} explained={PLANNING_REFUSALS} />}
    </FormDialog>
  );
};

interface NewAspectDialogProps {
  complexId: number;
  types: readonly AspectTypeChoice[];
  onClose: () => void;
}

/** 'Add aspect' to a complex. */
export const NewAspectDialog = ({ complexId, types, onClose }: NewAspectDialogProps) => {
  const { t } = useTranslation();
  const add = useAddAspect(complexId);
  return (
    <AspectForm
      title={t('Add aspect')}
      types={types}
      initial={{ aspectTypeId: '', name: '' }}
      change={add}
      done={t('The aspect has been added.')}
      failed={t('The aspect could not be added.')}
      onClose={onClose}
    />
  );
};

interface EditAspectDialogProps {
  aspect: OfficeAspect;
  types: readonly AspectTypeChoice[];
  onClose: () => void;
}

/** 'Edit aspect': its type and name. */
export const EditAspectDialog = ({ aspect, types, onClose }: EditAspectDialogProps) => {
  const { t } = useTranslation();
  const update = useUpdateAspect(aspect.id);
  return (
    <AspectForm
      title={t('Edit aspect')}
      types={types}
      initial={{ aspectTypeId: String(aspect.aspectType.id), name: aspect.name ?? '' }}
      change={update}
      done={t('The aspect has been saved.')}
      failed={t('The aspect could not be saved.')}
      onClose={onClose}
    />
  );
};
