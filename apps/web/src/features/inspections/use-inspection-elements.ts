import type { AspectElement } from '@vve/contract/calls/aspects';
import { combineQueries } from '../../lib/query-state';
import { useAspectElements } from './api/get-aspect-elements';
import type { InspectionEdit } from './inspection-store';
import { useEditedInspection } from './use-edited-inspection';

interface InspectionElements {
  edit: InspectionEdit;
  elements: readonly AspectElement[];
}

/**
 * An inspection's unsaved state with the elements of its aspect, for its location and element screens: `edit`
 * as soon as it is there (for the header), `loaded` once both are.
 */
export const useInspectionElements = (inspectionId: number) => {
  const inspection = useEditedInspection(inspectionId);
  const edit = inspection.data;
  const elements = useAspectElements(edit?.inspection.aspect.id);
  const loaded = combineQueries<InspectionElements>(
    [inspection, elements],
    edit && elements.data ? { edit, elements: elements.data } : undefined,
  );
  return { edit, loaded };
};
