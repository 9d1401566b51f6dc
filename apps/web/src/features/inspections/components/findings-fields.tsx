import { Textarea } from '@mantine/core';
import type { ElementStateEntry, Inspection } from '@vve/contract/calls/inspections';
import {
  elementEntryOf,
  setElementState,
  toggleMakeReport,
  updateElementEntry,
  type ElementFindings,
} from '@vve/contract/rules/element-state';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { updateInspection, type InspectionEdit } from '../inspection-store';
import { InspectionFiles } from './inspection-files';
import { StateSelect } from './state-select';
import { MakeRequestFields } from './make-request-fields';

interface FindingsFieldsProps {
  edit: InspectionEdit;
  /** The element whose findings these are, or null for the inspection's own. */
  elementId: number | null;
  /** Before 'Make a report': the inspection's state per element. */
  children?: ReactNode;
}

/**
 * The findings of an inspection or of one of its elements (spec §2), in the unsaved state: state, description,
 * photos and 'Make a report'. The inspection's form asks for the photos before its 'State description'; an
 * element's asks for its 'Findings' first.
 */
export const FindingsFields = ({ edit, elementId, children }: FindingsFieldsProps) => {
  const { t } = useTranslation();
  const { inspection } = edit;
  const scored = elementId !== null && elementEntryOf(inspection.statePerElement, elementId).score !== null;
  /** What an inspection and an element both record: the spec's findings. */
  const findings: Omit<ElementFindings, 'defects' | 'surveyCode' | 'score'> =
    elementId === null ? inspection : elementEntryOf(inspection.statePerElement, elementId);
  /** Changes the inspection's own findings, or the element's entry by the contract's rules. */
  const update = (
    own: (current: Inspection) => Partial<ElementFindings>,
    entries: (current: readonly ElementStateEntry[], id: number) => ElementStateEntry[],
  ) => {
    updateInspection(inspection.id, (current) =>
      elementId === null
        ? { ...current, ...own(current) }
        : { ...current, statePerElement: entries(current.statePerElement, elementId) },
    );
  };
  const change = (fields: Partial<ElementFindings>) => {
    update(
      () => fields,
      (current, id) => updateElementEntry(current, id, fields),
    );
  };
  const description = (
    <Textarea
      label={elementId === null ? t('State description') : t('Findings')}
      placeholder={t('Enter your finding(s) here.')}
      autosize
      minRows={3}
      value={findings.stateDescription ?? ''}
      onChange={(event) => {
        const text = event.currentTarget.value;
        change({ stateDescription: text === '' ? null : text });
      }}
    />
  );
  const photos = <InspectionFiles edit={edit} place={elementId === null ? null : { elementId }} />;
  return (
    <>
      <StateSelect
        label={t('State')}
        value={findings.state}
        decided={scored ? t('Follows from the condition score below.') : undefined}
        onChange={(state) => {
          update(
            () => ({ state }),
            (current, id) => setElementState(current, id, state),
          );
        }}
      />
      {elementId === null ? (
        <>
          {photos}
          {description}
        </>
      ) : (
        <>
          {description}
          {photos}
        </>
      )}
      {children}
      <MakeRequestFields
        checked={findings.createRequest}
        description={findings.requestDescription}
        onToggle={() => {
          update((current) => ({ createRequest: !current.createRequest }), toggleMakeReport);
        }}
        onDescription={(requestDescription) => {
          change({ requestDescription });
        }}
      />
    </>
  );
};
