import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Section } from '../../../components/section';
import type { PlaceNode } from '../engine/spatial-tree';
import { PlainList } from '../../../components/plain-list';

interface PlaceTreePanelProps {
  places: readonly PlaceNode[];
  names: ReadonlyMap<number, string>;
  /** The storey shown alone, if any. */
  isolated: number | null;
  onIsolate: (storey: PlaceNode | null) => void;
  onSelect: (localId: number) => void;
}

/** The storeys with their spaces: show one storey alone (or all again), or pick a space. */
export const PlaceTreePanel = ({ places, names, isolated, onIsolate, onSelect }: PlaceTreePanelProps) => {
  const { t } = useTranslation();
  const nameOf = (node: PlaceNode) =>
    names.get(node.localId) ?? (node.kind === 'storey' ? t('Storey') : t('Space'));
  return (
    <Section title={t('Storeys')}>
      {places.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('This model has no storeys.')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye aria-hidden size={16} />}
            disabled={isolated === null}
            onClick={() => {
              onIsolate(null);
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('Show all')}
          </Button>
          <PlainList gap={4} aria-label={t('Storeys')}>
            {places.map((storey) => (
              <li key={storey.localId}>
                <Button
                  fullWidth
                  justify="flex-start"
                  variant={isolated === storey.localId ? 'filled' : 'default'}
                  aria-pressed={isolated === storey.localId}
                  onClick={() => {
                    onIsolate(isolated === storey.localId ? null : storey);
                  }}
                >
                  {nameOf(storey)}
                </Button>
                {storey.children.length > 0 && (
                  <PlainList row gap={4} mt={4} ml="md">
                    {storey.children.map((space) => (
                      <li key={space.localId}>
                        <UnstyledButton
                          fz="sm"
                          px={8}
                          py={4}
                          c="blue.9"
                          td="underline"
                          onClick={() => {
                            onSelect(space.localId);
                          }}
                        >
                          {nameOf(space)}
                        </UnstyledButton>
                      </li>
                    ))}
                  </PlainList>
                )}
              </li>
            ))}
          </PlainList>
        </Stack>
      )}
    </Section>
  );
};
