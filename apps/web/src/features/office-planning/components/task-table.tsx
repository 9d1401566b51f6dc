import { Badge, Table, Text } from '@mantine/core';
import type { OfficeTask, PlanningSupplierChoice } from '@vve/contract/calls/office-planning';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { DateText } from '../../../components/date-text';
import { ItemActions } from '../../../components/item-actions';
import { Removal, useRemoval } from '../../../components/removal';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../../lib/known-values';
import { useRemoveTask } from '../api/remove-task';
import { PLANNING_REFUSALS } from './planning-refusals';
import { RepeatText } from './repeat-text';
import { EditTaskDialog, NewTaskDialog } from './task-dialog';

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
      {tasks.length === 0 ? (
        <Text c="gray.7">{t('No inspection tasks are planned.')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Date')}</Table.Th>
                <Table.Th>{t('Aspect')}</Table.Th>
                <Table.Th>{t('Supplier')}</Table.Th>
                <Table.Th>{t('Repeat')}</Table.Th>
                {editable && <Table.Th w={96}>{t('Actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.map((task) => (
                <Table.Tr key={task.id}>
                  <Table.Td>
                    <DateText value={task.scheduledDate} />{' '}
                    {task.started && (
                      <Badge color="yellow.3" c="black" radius="sm">
                        {t('Started')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{aspectTypeLabel(task.aspect.name, t)}</Table.Td>
                  <Table.Td>{task.supplier.naam}</Table.Td>
                  <Table.Td>
                    <RepeatText repeat={task.repeat} />
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <ItemActions
                        edit={{
                          label: t('Edit task of {{aspect}}', {
                            aspect: aspectTypeLabel(task.aspect.name, t),
                          }),
                          onClick: () => {
                            setDialog(task);
                          },
                        }}
                        remove={{
                          label: t('Remove task of {{aspect}}', {
                            aspect: aspectTypeLabel(task.aspect.name, t),
                          }),
                          onClick: () => {
                            removal.ask(task);
                          },
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
  if (tasks.length === 0) return <Text c="gray.7">{t('No task has been performed yet.')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Performed on')}</Table.Th>
            <Table.Th>{t('Planned for')}</Table.Th>
            <Table.Th>{t('Aspect')}</Table.Th>
            <Table.Th>{t('Supplier')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Td>{task.performedAt !== null && <DateText value={task.performedAt} />}</Table.Td>
              <Table.Td>
                <DateText value={task.scheduledDate} />
              </Table.Td>
              <Table.Td>{aspectTypeLabel(task.aspect.name, t)}</Table.Td>
              <Table.Td>{task.supplier.naam}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
