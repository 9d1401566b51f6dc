import { describe, expect, it } from 'vitest';
import type { Inspection } from '../calls/inspections';
import { InspectionSave } from '../calls/inspections';
import { toInspectionSave } from './inspection-save';

const inspection: Inspection = {
  id: 31,
  draft: true,
  state: 'WARN',
  stateDescription: 'Scheuren in de gevel',
  aspect: {
    id: 4,
    name: null,
    aspectType: { name: 'Gevel', description: null, icon: null },
    complexAddress: 'Parklaan 1, Utrecht',
    complexName: 'VvE Parkzicht',
  },
  statePerElement: [
    {
      element: { id: 9 },
      state: 'BAD',
      stateDescription: null,
      createRequest: true,
      requestDescription: 'Voegwerk herstellen',
      files: [7],
      surveyCode: null,
      defects: [
        { type: 'crack', severity: 'serious', intensity: 2, extent: 3, description: 'Scheur', files: [7] },
      ],
      score: 3,
    },
  ],
  createRequest: false,
  requestDescription: '',
  files: [1, 2],
  applyToSchedules: [12, 13],
  planDate: '2024-06-01',
  performedAt: null,
  version: 3,
};

describe('toInspectionSave', () => {
  it('sends the aspect id, the first schedule, the findings and the version they are based on', () => {
    expect(toInspectionSave(inspection)).toEqual({
      aspect: 4,
      schedule: 12,
      state: 'WARN',
      stateDescription: 'Scheuren in de gevel',
      statePerElement: [
        {
          element: { id: 9 },
          state: 'BAD',
          stateDescription: null,
          createRequest: true,
          requestDescription: 'Voegwerk herstellen',
          files: [7],
          surveyCode: null,
          defects: [
            {
              type: 'crack',
              severity: 'serious',
              intensity: 2,
              extent: 3,
              description: 'Scheur',
              files: [7],
            },
          ],
        },
      ],
      createRequest: false,
      requestDescription: '',
      files: [1, 2],
      version: 3,
    });
  });

  it('sends no schedule when none is applied', () => {
    expect(toInspectionSave({ ...inspection, applyToSchedules: [] }).schedule).toBeNull();
  });

  it('makes a body that the strict save schema accepts, even when the entries carry extra fields', () => {
    const entries = inspection.statePerElement.map((entry) => ({ ...entry, uiOpen: true }));
    expect(
      InspectionSave.safeParse(toInspectionSave({ ...inspection, statePerElement: entries })).success,
    ).toBe(true);
  });
});
