import { Button, Group, NativeSelect } from '@mantine/core';
import type { MapElement } from '@vve/contract/calls/condition-map';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

interface ModelLinkFormProps {
  /** The register elements the picked model element is not linked to yet. */
  choices: readonly MapElement[];
  busy: boolean;
  onLink: (element: MapElement) => void;
}

/** Links the picked model element to an element of the register (administrators). */
export const ModelLinkForm = ({ choices, busy, onLink }: ModelLinkFormProps) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const element = choices.find((choice) => String(choice.id) === chosen);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={t('Link to register element')}
        data={[
          { value: '', label: t('Choose an element') },
          ...choices.map((choice) => ({
            value: String(choice.id),
            label: `${choice.label} (${choice.aspectName}, ${choice.location})`,
          })),
        ]}
        value={chosen}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
        }}
        flex={1}
      />
      <Button
        disabled={!element}
        loading={busy}
        onClick={() => {
          if (!element) return;
          onLink(element);
          setChosen('');
        }}
      >
        {t('Link')}
      </Button>
    </Group>
  );
};
