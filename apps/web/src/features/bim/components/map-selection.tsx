import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConditionMap, MapElement } from '@vve/contract/calls/condition-map';
import { scoreAt } from '@vve/contract/rules/condition-map';
import { FailureAlert } from '../../../components/failure-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useModelLink } from '../api/link-model-element';
import { MapElementCard } from './map-element-card';
import { ModelLinkForm } from './model-link-form';

interface MapSelectionProps {
  map: ConditionMap;
  /** The picked model element's GlobalId; null when the element opened is not in the model. */
  guid: string | null;
  /** The register elements to show: those linked to the picked model element, or the one opened from the list. */
  elements: readonly MapElement[];
  moment: string | null;
  /** The register element opened last, offered first to link a picked model element to; or null. */
  linking: MapElement | null;
  /** More ways to link the picked model element (an administrator's new register element). */
  children?: ReactNode;
}

/**
 * The picked element on the condition map: the register elements it stands for and, for whoever may link them, its
 * links. A register element opened while nothing is picked tells how to link it.
 */
export const MapSelection = ({ map, guid, elements, moment, linking, children }: MapSelectionProps) => {
  const { t } = useTranslation();
  const link = useModelLink(map.projectId);
  const shown = new Set(elements.map((element) => element.id));
  const mayLink = map.mayLink && guid !== null;
  return (
    <Stack gap="xs">
      {map.mayLink && guid === null && linking && (
        <Text size="sm">
          {t('Pick a model element that {{label}} stands for, then choose Link.', { label: linking.label })}
        </Text>
      )}
      {elements.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('This model element is not linked to the register.')}
        </Text>
      )}
      {elements.map((element) => (
        <MapElementCard
          key={element.id}
          element={element}
          score={scoreAt(element.scores, moment)}
          onUnlink={
            mayLink && element.globalIds.includes(guid)
              ? () => {
                  link.mutate({ elementId: element.id, unlink: guid });
                }
              : undefined
          }
        />
      ))}
      {link.error && <FailureAlert error={link.error} failed={t('The link was not changed.')} />}
      {mayLink && (
        <ModelLinkForm
          key={guid}
          choices={map.elements.filter((element) => !shown.has(element.id))}
          preferred={linking}
          busy={link.isPending}
          onLink={(element) => {
            link.mutate({ elementId: element.id, link: [guid] });
          }}
        />
      )}
      {mayLink && children}
    </Stack>
  );
};
