import type { StoredFile } from '@vve/contract/calls/files';
import type { Defect } from '@vve/contract/calls/inspections';
import { describe, expect, it } from 'vitest';
import { rememberServerId } from '../../lib/offline/local-ids';
import { draft, photo } from '../../test/supplier-app-data';
import { knownFilesOf, localFileIdsOf, withFileIds, withServerIds } from './queued-inspection';

const LOCAL_PHOTO = 2_000_000_123;
const LOCAL_DEFECT_PHOTO = 2_000_000_456;

const defect: Defect = {
  type: 'crack',
  severity: 'minor',
  intensity: 1,
  extent: 1,
  description: '',
  files: [],
};
/** The draft with photos of its own, of Gevelvlak oost (101) and of that element's two defects, some waiting. */
const inspection = {
  ...draft,
  files: [61, LOCAL_PHOTO],
  statePerElement: draft.statePerElement.map((entry) => ({
    ...entry,
    files: [62],
    defects: [
      { ...defect, files: [63, LOCAL_DEFECT_PHOTO] },
      { ...defect, files: [] },
    ],
  })),
};

const defectFiles = (changed: typeof inspection) =>
  changed.statePerElement.flatMap((entry) => entry.defects.map((each) => each.files));

describe('a queued inspection', () => {
  it("names the waiting files of its defects as well as its own and its elements'", () => {
    expect(localFileIdsOf(inspection)).toEqual([LOCAL_PHOTO, LOCAL_DEFECT_PHOTO]);
  });

  it('keeps the known files of its defects, to show them offline', () => {
    const file = (id: number): StoredFile => ({ ...photo, id, hash: `hash${id}` });
    const known = { 61: file(61), 62: file(62), 63: file(63), 64: file(64) };
    expect(Object.keys(knownFilesOf(inspection, known))).toEqual(['61', '62', '63']);
  });

  it("changes a defect's file ids as it changes the others", () => {
    const dropped = withFileIds(inspection, (fileId) => (fileId === 63 ? [] : [fileId]));
    expect(defectFiles(dropped)).toEqual([[LOCAL_DEFECT_PHOTO], []]);
    expect(dropped.files).toEqual([61, LOCAL_PHOTO]);
    expect(dropped.statePerElement[0]?.files).toEqual([62]);
  });

  it("sends a defect's waiting photo under the id the server gave it", () => {
    rememberServerId(LOCAL_DEFECT_PHOTO, 90);
    const sent = withServerIds(inspection);
    expect(defectFiles(sent)).toEqual([[63, 90], []]);
    expect(sent.files).toEqual([61, LOCAL_PHOTO]);
  });
});
