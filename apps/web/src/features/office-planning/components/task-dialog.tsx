import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import {
  MAX_REPEAT_EVERY,
  TaskPayload,
  type OfficeTask,
  type PlanningSupplierChoice,
} from '@vve/contract/calls/office-planning';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../../lib/known-values';
import { notify } from '../../../lib/notifications';
import { usePlanTask } from '../api/plan-task';
import { useUpdateTask } from '../api/update-task';
import { PLANNING_REFUSALS } from './planning-refusals';

type Repeat = 'none' | 'months' | 'years';

interface Draft {
  aspectId: string;
  supplierId: string;
  scheduledDate: string;
  repeat: Repeat;
  every: number | string;
}

const taskPayload = (draft: Draft) =>
  TaskPayload.safeParse({
    supplierId: Number(draft.supplierId),
    scheduledDate: draft.scheduledDate,
    repeat: draft.repeat === 'none' ? null : { every: draft.every, unit: draft.repeat },
  });

interface TaskFormProps {
  title: string;
  /** The aspects to choose from; none when the task's aspect is given. */
  aspects: readonly { id: number; name: string }[];
  suppliers: readonly PlanningSupplierChoice[];
  initial: Draft;
  failed: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (draft: Draft, task: TaskPayload) => void;
  onClose: () => void;
}

/** A task's aspect (when it is new), supplier, date, and whether and how often it comes back. */
const TaskForm = (props: TaskFormProps) => {
  const { title, aspects, suppliers, initial, failed, pending, error, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const set = <F extends keyof Draft>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const parsed = taskPayload(draft);
  const problem = (path: string) =>
    checked && !parsed.success && parsed.error.issues.some((issue) => issue.path.join('.') === path);
  const options = (placeholder: string, items: { value: string; label: string }[]) => [
    { value: '', label: placeholder, disabled: true },
    ...items,
  ];
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (parsed.success && (aspects.length === 0 || draft.aspectId !== '')) onSubmit(draft, parsed.data);
      }}
    >
      {aspects.length > 0 && (
        <NativeSelect
          label={t('Aspect')}
          required
          data-autofocus
          data={options(
            t('Choose an aspect'),
            aspects.map((aspect) => ({ value: String(aspect.id), label: aspect.name })),
          )}
          value={draft.aspectId}
          error={checked && draft.aspectId === '' ? t('Choose an aspect.') : undefined}
          onChange={(event) => {
            set('aspectId', event.currentTarget.value);
          }}
        />
      )}
      <NativeSelect
        label={t('Supplier')}
        required
        data-autofocus={aspects.length === 0 || undefined}
        data={options(
          t('Choose a supplier'),
          suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.naam })),
        )}
        value={draft.supplierId}
        error={problem('supplierId') ? t('Choose a supplier.') : undefined}
        onChange={(event) => {
          set('supplierId', event.currentTarget.value);
        }}
      />
      <TextInput
        type="date"
        label={t('Date')}
        required
        value={draft.scheduledDate}
        error={problem('scheduledDate') ? t('Enter a date between the years 1900 and 2999.') : undefined}
        onChange={(event) => {
          set('scheduledDate', event.currentTarget.value);
        }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('Repeat')}
          description={t('When it is performed, the next task is planned this much later.')}
          data={[
            { value: 'none', label: t('Does not repeat') },
            { value: 'months', label: t('Every … months') },
            { value: 'years', label: t('Every … years') },
          ]}
          value={draft.repeat}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set('repeat', value === 'months' || value === 'years' ? value : 'none');
          }}
        />
        {draft.repeat !== 'none' && (
          <NumberInput
            label={draft.repeat === 'months' ? t('Number of months') : t('Number of years')}
            required
            min={1}
            max={MAX_REPEAT_EVERY}
            allowDecimal={false}
            value={draft.every}
            error={problem('repeat.every') ? t('Between 1 and 120.') : undefined}
            onChange={(value) => {
              set('every', value);
            }}
          />
        )}
      </SimpleGrid>
      {error && <RefusalAlert error={error} failed={failed} explained={PLANNING_REFUSALS} />}
    </FormDialog>
  );
};

interface NewTaskDialogProps {
  aspects: readonly { id: number; name: string }[];
  suppliers: readonly PlanningSupplierChoice[];
  onClose: () => void;
}

/** 'Plan inspection task': an aspect of the complex, a supplier, a date and a repeat (yearly by default). */
export const NewTaskDialog = ({ aspects, suppliers, onClose }: NewTaskDialogProps) => {
  const { t } = useTranslation();
  const plan = usePlanTask();
  return (
    <TaskForm
      title={t('Plan inspection task')}
      aspects={aspects}
      suppliers={suppliers}
      initial={{ aspectId: '', supplierId: '', scheduledDate: '', repeat: 'years', every: 1 }}
      failed={t('The task could not be planned.')}
      pending={plan.isPending}
      error={plan.error}
      onSubmit={(draft, task) => {
        plan.mutate(
          { ...task, aspectId: Number(draft.aspectId) },
          {
            onSuccess: () => {
              notify(t('The task has been planned.'));
              onClose();
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
};

interface EditTaskDialogProps {
  task: OfficeTask;
  suppliers: readonly PlanningSupplierChoice[];
  onClose: () => void;
}

/** 'Edit task': an open task's supplier, date and repeat. */
export const EditTaskDialog = ({ task, suppliers, onClose }: EditTaskDialogProps) => {
  const { t } = useTranslation();
  const update = useUpdateTask(task.id);
  const known = suppliers.some((supplier) => supplier.id === task.supplier.id);
  return (
    <TaskForm
      title={t('Edit task of {{aspect}}', { aspect: aspectTypeLabel(task.aspect.name, t) })}
      aspects={[]}
      suppliers={known ? suppliers : [task.supplier, ...suppliers]}
      initial={{
        aspectId: String(task.aspect.id),
        supplierId: String(task.supplier.id),
        scheduledDate: task.scheduledDate,
        repeat: task.repeat?.unit ?? 'none',
        every: task.repeat?.every ?? 1,
      }}
      failed={t('The task could not be saved.')}
      pending={update.isPending}
      error={update.error}
      onSubmit={(_draft, payload) => {
        update.mutate(payload, {
          onSuccess: () => {
            notify(t('The task has been saved.'));
            onClose();
          },
        });
      }}
      onClose={onClose}
    />
  );
};
