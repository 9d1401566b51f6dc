import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DetailList, type Detail } from '../../../components/detail-list';
import { Section } from '../../../components/section';
import type { ElementDetails } from '../engine/element-details';
import type { ElementPlace } from '../engine/element-place';
import { plainName } from '../element-plain-name';
import { ElementTechnicalDetails } from './element-technical-details';
import { useReveal } from '../../../lib/use-reveal';

interface ElementPanelProps {
  element: ElementDetails | null;
  place: ElementPlace;
  /** Whether the IFC properties show under 'Details' (suppliers and administrators). */
  technicalDetails: boolean;
  /** 'Create a request' for the element; not offered without it. */
  onCreateRequest?: (() => void) | undefined;
  /** 'Create work order' for the element (administrators); not offered without it. */
  onCreateWorkOrder?: (() => void) | undefined;
  /** More about the element (its condition on the map), after its summary. */
  children?: ReactNode;
}

/**
 * The picked element in plain words: what it is ('Door'), on which storey and in which space; for suppliers and
 * administrators also its technical properties. A newly picked element is scrolled into sight in the panel.
 */
export const ElementPanel = ({
  element,
  place,
  technicalDetails,
  onCreateRequest,
  onCreateWorkOrder,
  children,
}: ElementPanelProps) => {
  const { t } = useTranslation();
  const summary = useReveal<HTMLDivElement>(element, { onAppear: false });
  const where: Detail[] = [
    ...(place.storey === null ? [] : [{ label: t('Storey'), value: place.storey }]),
    ...(place.space === null ? [] : [{ label: t('Space'), value: place.space }]),
  ];
  return (
    <Section title={t('Selected element')}>
      {element === null ? (
        (children ?? (
          <Text size="sm" c="gray.7">
            {t('Tap or click an element to see its properties.')}
          </Text>
        ))
      ) : (
        <Stack gap="sm" data-selected-guid={element.guid ?? ''}>
          <Stack ref={summary} gap={4}>
            <Text fw={700}>{plainName(t, element)}</Text>
            {where.length > 0 && <DetailList details={where} />}
          </Stack>
          {(onCreateRequest ?? onCreateWorkOrder) && (
            <Group gap="xs">
              {onCreateRequest && (
                <Button leftSection={<IconMessagePlus aria-hidden size={18} />} onClick={onCreateRequest}>
                  {t('Create a request')}
                </Button>
              )}
              {onCreateWorkOrder && (
                <Button
                  variant="light"
                  leftSection={<IconTool aria-hidden size={18} />}
                  onClick={onCreateWorkOrder}
                >
                  {t('Create work order')}
                </Button>
              )}
            </Group>
          )}
          {children}
          {technicalDetails && <ElementTechnicalDetails element={element} />}
        </Stack>
      )}
    </Section>
  );
};
