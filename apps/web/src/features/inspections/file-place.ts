import type { Inspection } from '@vve/contract/calls/inspections';
import { elementEntryOf, updateElementEntry } from '@vve/contract/rules/element-state';

/**
 * Where an inspection's photos and videos belong: the inspection itself (null), one of its elements, or one of an
 * element's defects (by its place in the element's defects, from 0).
 */
export type FilePlace = null | { elementId: number; defect?: number };

/** The file ids at a place of an inspection; none for a defect the element does not have. */
export const filesAt = (inspection: Inspection, place: FilePlace): readonly number[] => {
  if (place === null) return inspection.files;
  const entry = elementEntryOf(inspection.statePerElement, place.elementId);
  return place.defect === undefined ? entry.files : (entry.defects[place.defect]?.files ?? []);
};

/** The inspection with files added at the end of a place's list; an element without an entry gets one. */
export const withFilesAdded = (
  inspection: Inspection,
  place: FilePlace,
  fileIds: readonly number[],
): Inspection => {
  if (place === null) return { ...inspection, files: [...inspection.files, ...fileIds] };
  const { elementId, defect: at } = place;
  const entry = elementEntryOf(inspection.statePerElement, elementId);
  return {
    ...inspection,
    statePerElement: updateElementEntry(
      inspection.statePerElement,
      elementId,
      at === undefined
        ? { files: [...entry.files, ...fileIds] }
        : {
            defects: entry.defects.map((defect, index) =>
              index === at ? { ...defect, files: [...defect.files, ...fileIds] } : defect,
            ),
          },
    ),
  };
};
