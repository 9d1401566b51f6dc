import { Button, Group, NativeSelect } from '@mantine/core';
import type { MapElement } from '@vve/contract/calls/condition-map';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

interface ModelLinkFormProps {
  /** The register elements the picked model element is not linked to yet. */
  choices: readonly MapElement[];
  /** The choice made already when it is one of them (the register element being linked). */
  preferred: MapElement | null;
  busy: boolean;
  onLink: (element: MapElement) => void;
}

/** Links the picked model element to an element of the register (administrators and inspectors). */
export const ModelLinkForm = ({ choices, preferred, busy, onLink }: ModelLinkFormProps) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(() =>
    preferred && choices.some((choice) => choice.id === preferred.id) ? String(preferred.id) : '',
  );
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
