import { Badge } from '@mantine/core';
import type { OfficeTask, PlanningSupplierChoice } from '@vve/contract/calls/office-planning';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { DateText } from '../../../components/date-text';
import { ItemActions } from '../../../components/item-actions';
import { type Column, RecordTable } from '../../../components/record-table';
import { Removal, useRemoval } from '../../../components/removal';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../../lib/known-values';
import { useRemoveTask } from '../api/remove-task';
import { PLANNING_REFUSALS } from './planning-refusals';
import { RepeatText } from './repeat-text';
import { EditTaskDialog, NewTaskDialog } from './task-dialog';

const aspectColumn = (t: TFunction): Column<OfficeTask> => ({
  header: t('Aspect'),
  cell: (task) => aspectTypeLabel(task.aspect.name, t),
});

const supplierColumn = (t: TFunction): Column<OfficeTask> => ({
  header: t('Supplier'),
  cell: (task) => task.supplier.naam,
});

interface OpenTasksProps {
  tasks: readonly OfficeTask[];
  /** The complex's aspects, to plan a task of. */
  aspects: readonly { id: number; name: string }[];
  suppliers: readonly PlanningSupplierChoice[];
  /** Whether tasks are planned and changed here (not in an archived complex). */
  editable: boolean;
}

/**
 * A complex's open inspection tasks, soonest first: date, aspect, supplier, repeat, and whether an inspector started
 * it; 'Plan inspection task', and each one's 'Edit' and 'Remove'.
 */
export const OpenTasks = ({ tasks, aspects, suppliers, editable }: OpenTasksProps) => {
  const { t } = useTranslation();
  const remove = useRemoveTask();
  const [dialog, setDialog] = useState<'new' | OfficeTask | null>(null);
  const removal = useRemoval<OfficeTask>(remove);
  const close = () => {
    setDialog(null);
  };
  return (
    <>
      <RecordTable
        items={tasks}
        rowKey={(task) => task.id}
        minWidth={640}
        empty={t('No inspection tasks are planned.')}
        columns={[
          {
            header: t('Date'),
            cell: (task) => (
              <>
                <DateText value={task.scheduledDate} />{' '}
                {task.started && (
                  <Badge color="yellow.3" c="black" radius="sm">
                    {t('Started')}
                  </Badge>
                )}
              </>
            ),
          },
          aspectColumn(t),
          supplierColumn(t),
          { header: t('Repeat'), cell: (task) => <RepeatText repeat={task.repeat} /> },
          editable && {
            header: t('Actions'),
            width: 96,
            cell: (task) => {
              const aspect = aspectTypeLabel(task.aspect.name, t);
              return (
                <ItemActions
                  edit={{
                    label: t('Edit task of {{aspect}}', { aspect }),
                    onClick: () => {
                      setDialog(task);
                    },
                  }}
                  remove={{
                    label: t('Remove task of {{aspect}}', { aspect }),
                    onClick: () => {
                      removal.ask(task);
                    },
                  }}
                />
              );
            },
          },
        ]}
      />
      <Removal
        {...removal.props}
        question={(task) =>
          t('Remove the task of {{aspect}}?', { aspect: aspectTypeLabel(task.aspect.name, t) })
        }
        failed={t('The task could not be removed.')}
        explained={PLANNING_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Plan inspection task')}
          disabled={aspects.length === 0}
          onClick={() => {
            setDialog('new');
          }}
        />
      )}
      {dialog === 'new' && <NewTaskDialog aspects={aspects} suppliers={suppliers} onClose={close} />}
      {dialog !== null && dialog !== 'new' && (
        <EditTaskDialog task={dialog} suppliers={suppliers} onClose={close} />
      )}
    </>
  );
};

/** A complex's most recently performed tasks, newest first: when, which aspect, by which supplier. */
export const PerformedTasks = ({ tasks }: { tasks: readonly OfficeTask[] }) => {
  const { t } = useTranslation();
  return (
    <RecordTable
      items={tasks}
      rowKey={(task) => task.id}
      minWidth={480}
      empty={t('No task has been performed yet.')}
      columns={[
        {
          header: t('Performed on'),
          cell: (task) => task.performedAt !== null && <DateText value={task.performedAt} />,
        },
        { header: t('Planned for'), cell: (task) => <DateText value={task.scheduledDate} /> },
        aspectColumn(t),
        supplierColumn(t),
      ]}
    />
  );
};
