import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AspectTypeChoice, OfficeAspect, RegisterElement } from '@vve/contract/calls/office-planning';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { Money } from '../../../components/money';
import { RecordTable } from '../../../components/record-table';
import { Removal } from '../../../components/removal';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { aspectLabel, aspectTypeLabel } from '../../../lib/known-values';
import { useRemoveAspect } from '../api/remove-aspect';
import { useRemoveElement } from '../api/remove-element';
import { EditAspectDialog, NewAspectDialog } from './aspect-dialog';
import { EditElementDialog, NewElementDialog } from './element-dialog';
import { PLANNING_REFUSALS } from './planning-refusals';
import { unitSymbol } from '../../../lib/unit-label';

type Dialog =
  | { kind: 'new-aspect' }
  | { kind: 'aspect'; aspect: OfficeAspect }
  | { kind: 'new-element'; aspect: OfficeAspect }
  | { kind: 'element'; element: RegisterElement };

type Removal = { kind: 'aspect'; aspect: OfficeAspect } | { kind: 'element'; element: RegisterElement };

interface ElementTableProps {
  aspect: OfficeAspect;
  editable: boolean;
  onEdit: (element: RegisterElement) => void;
  onRemove: (element: RegisterElement) => void;
}

/**
 * An aspect's elements by location: code, code name, label, location, and from the register the NL-SfB code,
 * quantity, year of installation and replacement value; each with 'Edit' and 'Remove'.
 */
const ElementTable = ({ aspect, editable, onEdit, onRemove }: ElementTableProps) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <RecordTable
      items={aspect.elements}
      rowKey={(element) => element.id}
      minWidth={960}
      empty={t('This aspect has no elements yet.')}
      columns={[
        { header: t('Code'), cell: (element) => element.elementCode.fullCode },
        { header: t('Code name'), cell: (element) => element.elementCode.name },
        { header: t('Label'), cell: (element) => element.label },
        { header: t('Location'), cell: (element) => element.location },
        { header: t('NL-SfB'), cell: (element) => element.nlsfbCode },
        {
          header: t('Quantity'),
          numeric: true,
          cell: (element) =>
            element.quantity !== null &&
            element.unit !== null &&
            `${format.quantity(element.quantity)} ${unitSymbol(element.unit, t)}`,
        },
        { header: t('Installed'), numeric: true, cell: (element) => element.installedYear },
        {
          header: t('Replacement value'),
          numeric: true,
          cell: (element) => element.replacementValue !== null && <Money amount={element.replacementValue} />,
        },
        editable && {
          header: t('Actions'),
          width: 96,
          cell: (element) => (
            <ItemActions
              edit={{
                label: t('Edit element {{label}}', { label: element.label }),
                onClick: () => {
                  onEdit(element);
                },
              }}
              remove={{
                label: t('Remove element {{label}}', { label: element.label }),
                onClick: () => {
                  onRemove(element);
                },
              }}
            />
          ),
        },
      ]}
    />
  );
};

interface AspectListProps {
  complexId: number;
  aspects: readonly OfficeAspect[];
  types: readonly AspectTypeChoice[];
  /** Whether aspects and elements are changed here (not in an archived complex). */
  editable: boolean;
}

/**
 * A complex's aspects by name, each (its name, and its type when it has a name of its own) with its elements;
 * 'Add aspect', and each aspect's 'Edit', 'Remove' and 'Add element'.
 */
export const AspectList = ({ complexId, aspects, types, editable }: AspectListProps) => {
  const { t } = useTranslation();
  const removeAspect = useRemoveAspect();
  const removeElement = useRemoveElement();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const close = () => {
    setDialog(null);
  };
  return (
    <>
      {aspects.length === 0 && <Text c="gray.7">{t('This complex has no aspects yet.')}</Text>}
      {aspects.map((aspect) => (
        <Paper key={aspect.id} withBorder p="sm">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Title order={3} size="h5">
                  {aspectLabel(aspect, t)}
                </Title>
                {aspect.name !== null && (
                  <Text size="sm" c="gray.7">
                    {aspectTypeLabel(aspect.aspectType.name, t)}
                  </Text>
                )}
              </div>
              {editable && (
                <ItemActions
                  edit={{
                    label: t('Edit aspect {{name}}', { name: aspectLabel(aspect, t) }),
                    onClick: () => {
                      setDialog({ kind: 'aspect', aspect });
                    },
                  }}
                  remove={{
                    label: t('Remove aspect {{name}}', { name: aspectLabel(aspect, t) }),
                    onClick: () => {
                      removeAspect.reset();
                      removeElement.reset();
                      setRemoving({ kind: 'aspect', aspect });
                    },
                  }}
                />
              )}
            </Group>
            <ElementTable
              aspect={aspect}
              editable={editable}
              onEdit={(element) => {
                setDialog({ kind: 'element', element });
              }}
              onRemove={(element) => {
                removeAspect.reset();
                removeElement.reset();
                setRemoving({ kind: 'element', element });
              }}
            />
            {editable && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus aria-hidden size={16} />}
                style={{ alignSelf: 'flex-start' }}
                aria-label={t('Add element to {{name}}', { name: aspectLabel(aspect, t) })}
                onClick={() => {
                  setDialog({ kind: 'new-element', aspect });
                }}
              >
                {t('Add element')}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      <Removal
        asked={removing}
        question={(item) =>
          item.kind === 'aspect'
            ? t('Remove aspect {{name}} with its elements and tasks?', { name: aspectLabel(item.aspect, t) })
            : t('Remove element {{label}}?', { label: item.element.label })
        }
        onConfirm={(item) => {
          setRemoving(null);
          if (item.kind === 'aspect') removeAspect.mutate(item.aspect.id);
          else removeElement.mutate(item.element.id);
        }}
        onCancel={() => {
          setRemoving(null);
        }}
        error={removeAspect.error ?? removeElement.error}
        failed={t('It could not be removed.')}
        explained={PLANNING_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Add aspect')}
          onClick={() => {
            setDialog({ kind: 'new-aspect' });
          }}
        />
      )}
      {dialog?.kind === 'new-aspect' && (
        <NewAspectDialog complexId={complexId} types={types} onClose={close} />
      )}
      {dialog?.kind === 'aspect' && <EditAspectDialog aspect={dialog.aspect} types={types} onClose={close} />}
      {dialog?.kind === 'new-element' && <NewElementDialog aspectId={dialog.aspect.id} onClose={close} />}
      {dialog?.kind === 'element' && <EditElementDialog element={dialog.element} onClose={close} />}
    </>
  );
};
