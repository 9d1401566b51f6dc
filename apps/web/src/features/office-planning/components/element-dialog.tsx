import { SimpleGrid, TextInput } from '@mantine/core';
import type { AspectElement } from '@vve/contract/calls/aspects';
import type { ElementPayload } from '@vve/contract/calls/office-planning';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useAddElement } from '../api/add-element';
import { useUpdateElement } from '../api/update-element';
import { PLANNING_REFUSALS } from './planning-refusals';

interface Draft {
  fullCode: string;
  codeName: string;
  label: string;
  location: string;
}

const FIELDS = ['fullCode', 'codeName', 'label', 'location'] as const;

interface ElementFormProps {
  title: string;
  initial: Draft;
  change: ReturnType<typeof useAddElement>;
  done: string;
  failed: string;
  onClose: () => void;
}

/** An element's code (the full code and the code's name), its label and its location. */
const ElementForm = ({ title, initial, change, done, failed, onClose }: ElementFormProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const missing = (field: keyof Draft) => checked && draft[field].trim() === '';
  const field = (name: keyof Draft, label: string, message: string, autofocus = false) => (
    <TextInput
      label={label}
      required
      data-autofocus={autofocus || undefined}
      maxLength={MAX_NAME_LENGTH}
      value={draft[name]}
      error={missing(name) ? message : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((current) => ({ ...current, [name]: value }));
      }}
    />
  );
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (FIELDS.some((name) => draft[name].trim() === '')) return;
        const element: ElementPayload = {
          elementCode: { fullCode: draft.fullCode, name: draft.codeName },
          label: draft.label,
          location: draft.location,
        };
        change.mutate(element, {
          onSuccess: () => {
            notify(done);
            onClose();
          },
        });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {field('fullCode', t('Code'), t('An element needs a code.'), true)}
        {field('codeName', t('Code name'), t('An element needs a code name.'))}
        {field('label', t('Label'), t('An element needs a label.'))}
        {field('location', t('Location'), t('An element needs a location.'))}
      </SimpleGrid>
      {change.error && <RefusalAlert error={change.error} failed={failed} explained={PLANNING_REFUSALS} />}
    </FormDialog>
  );
};

/** 'Add element' to an aspect. */
export const NewElementDialog = ({ aspectId, onClose }: { aspectId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddElement(aspectId);
  return (
    <ElementForm
      title={t('Add element')}
      initial={{ fullCode: '', codeName: '', label: '', location: '' }}
      change={add}
      done={t('The element has been added.')}
      failed={t('The element could not be added.')}
      onClose={onClose}
    />
  );
};

/** 'Edit element': its code, label and location. */
export const EditElementDialog = ({ element, onClose }: { element: AspectElement; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateElement(element.id);
  return (
    <ElementForm
      title={t('Edit element')}
      initial={{
        fullCode: element.elementCode.fullCode,
        codeName: element.elementCode.name,
        label: element.label,
        location: element.location,
      }}
      change={update}
      done={t('The element has been saved.')}
      failed={t('The element could not be saved.')}
      onClose={onClose}
    />
  );
};
