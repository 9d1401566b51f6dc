import { describe, expect, it } from 'vitest';
import { filesCalls } from './files';
import { InspectionSave } from './inspections';
import { SupplierStatusPayload } from './work-assignments';

const inspectionSave = {
  aspect: 4,
  schedule: null,
  state: 'WARN',
  stateDescription: null,
  statePerElement: [{ element: { id: 9 }, state: 'BAD' }],
  createRequest: false,
  requestDescription: '',
  files: [1, 2],
};

describe('InspectionSave', () => {
  it('fills the defaults of each element entry', () => {
    expect(InspectionSave.parse(inspectionSave).statePerElement).toEqual([
      {
        element: { id: 9 },
        state: 'BAD',
        stateDescription: null,
        createRequest: false,
        requestDescription: '',
        files: [],
        surveyCode: null,
        defects: [],
      },
    ]);
  });

  it('rejects extra fields at the top, in an entry and in its element', () => {
    expect(InspectionSave.safeParse({ ...inspectionSave, draft: false }).success).toBe(false);
    expect(
      InspectionSave.safeParse({
        ...inspectionSave,
        statePerElement: [{ element: { id: 9 }, state: 'BAD', id: 1 }],
      }).success,
    ).toBe(false);
    expect(
      InspectionSave.safeParse({
        ...inspectionSave,
        statePerElement: [{ element: { id: 9, label: 'x' }, state: 'BAD' }],
      }).success,
    ).toBe(false);
  });

  it('rejects two entries for the same element', () => {
    const twice = [
      { element: { id: 9 }, state: 'BAD' },
      { element: { id: 9 }, state: 'GREAT' },
    ];
    expect(InspectionSave.safeParse({ ...inspectionSave, statePerElement: twice }).success).toBe(false);
  });

  it('rejects an unknown state', () => {
    expect(InspectionSave.safeParse({ ...inspectionSave, state: 'UNKNOWN' }).success).toBe(false);
  });
});

describe('SupplierStatusPayload', () => {
  it('accepts a status with or without a description', () => {
    expect(SupplierStatusPayload.parse({ status: 'COMPLETE' })).toEqual({ status: 'COMPLETE' });
    expect(SupplierStatusPayload.parse({ status: 'BLOCKED', description: 'Geen toegang' })).toEqual({
      status: 'BLOCKED',
      description: 'Geen toegang',
    });
  });

  it('rejects an unknown status, a long description and extra fields', () => {
    expect(SupplierStatusPayload.safeParse({ status: 'DONE' }).success).toBe(false);
    expect(
      SupplierStatusPayload.safeParse({ status: 'BLOCKED', description: 'x'.repeat(5001) }).success,
    ).toBe(false);
    expect(SupplierStatusPayload.safeParse({ status: 'COMPLETE', creationDate: '2024-01-01' }).success).toBe(
      false,
    );
  });
});

describe('file calls', () => {
  const { inspectionFiles, renameInspectionFile, fileThumbnail } = filesCalls;

  it('read comma-separated file ids', () => {
    expect(inspectionFiles.params.parse({ id: '3', ids: '5,8,13' })).toEqual({ id: 3, ids: [5, 8, 13] });
    expect(inspectionFiles.params.parse({ id: '3', ids: '5' })).toEqual({ id: 3, ids: [5] });
  });

  it.each(['', '5,', ',5', '5,,8', '0', '5;8', '1.5'])("reject the file ids '%s'", (ids) => {
    expect(inspectionFiles.params.safeParse({ id: '3', ids }).success).toBe(false);
  });

  it('rename to a trimmed name without slashes, and nothing else', () => {
    expect(renameInspectionFile.body.parse({ name: ' dak.jpg ' })).toEqual({ name: 'dak.jpg' });
    expect(renameInspectionFile.body.safeParse({ name: '../dak.jpg' }).success).toBe(false);
    expect(renameInspectionFile.body.safeParse({ name: '   ' }).success).toBe(false);
    expect(renameInspectionFile.body.safeParse({ name: 'dak.jpg', id: 4 }).success).toBe(false);
  });

  it('make thumbnails only in the sizes of the spec, 128 by default', () => {
    expect(fileThumbnail.query.parse({})).toEqual({ size: 128 });
    expect(fileThumbnail.query.parse({ size: '64', accessCode: 'abc' })).toEqual({
      size: 64,
      accessCode: 'abc',
    });
    expect(fileThumbnail.query.safeParse({ size: '4000' }).success).toBe(false);
  });
});
