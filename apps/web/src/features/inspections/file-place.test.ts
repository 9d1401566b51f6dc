import type { Defect } from '@vve/contract/calls/inspections';
import { elementEntryOf } from '@vve/contract/rules/element-state';
import { describe, expect, it } from 'vitest';
import { draft } from '../../test/supplier-app-data';
import { filesAt, withFilesAdded } from './file-place';

const crack: Defect = {
  type: 'crack',
  severity: 'minor',
  intensity: 1,
  extent: 1,
  description: '',
  files: [70],
};
const rot: Defect = { ...crack, type: 'rot', files: [] };
/** The draft with two defects of Gevelvlak oost (101), the first with a photo. */
const inspection = {
  ...draft,
  statePerElement: draft.statePerElement.map((entry) => ({ ...entry, defects: [crack, rot] })),
};

describe('file places', () => {
  it("reads the files of the inspection, of an element and of an element's defect", () => {
    expect(filesAt(inspection, null)).toEqual([61]);
    expect(filesAt(inspection, { elementId: 101 })).toEqual([]);
    expect(filesAt(inspection, { elementId: 101, defect: 0 })).toEqual([70]);
    expect(filesAt(inspection, { elementId: 101, defect: 1 })).toEqual([]);
    expect(filesAt(inspection, { elementId: 101, defect: 2 })).toEqual([]);
    expect(filesAt(inspection, { elementId: 103 })).toEqual([]);
  });

  it('adds files at the end of their place only', () => {
    const toDefect = withFilesAdded(inspection, { elementId: 101, defect: 1 }, [71, 72]);
    expect(elementEntryOf(toDefect.statePerElement, 101).defects.map((defect) => defect.files)).toEqual([
      [70],
      [71, 72],
    ]);
    expect(toDefect.files).toEqual([61]);
    expect(filesAt(toDefect, { elementId: 101 })).toEqual([]);

    const toElement = withFilesAdded(inspection, { elementId: 101 }, [73]);
    expect(filesAt(toElement, { elementId: 101 })).toEqual([73]);
    expect(filesAt(toElement, { elementId: 101, defect: 0 })).toEqual([70]);
    expect(withFilesAdded(inspection, null, [74]).files).toEqual([61, 74]);
  });

  it('gives an element without an entry one with the files', () => {
    const added = withFilesAdded(inspection, { elementId: 103 }, [75]);
    expect(added.statePerElement.map((entry) => entry.element.id)).toEqual([101, 103]);
    expect(filesAt(added, { elementId: 103 })).toEqual([75]);
  });
});
