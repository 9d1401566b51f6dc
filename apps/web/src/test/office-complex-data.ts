import type {
  OfficeComplex,
  OfficeComplexDetails,
  OfficeComplexRow,
} from '@vve/contract/calls/office-complexes';
import { bimModel } from './viewer-data';

/** Answers of the administration of complexes for screen tests, shaped like the demo data. */

export const officeComplex = (change: Partial<OfficeComplex> = {}): OfficeComplex => ({
  id: 1,
  naam: 'VvE Het Anker',
  adres: 'Kadijksplein 1-40',
  plaats: 'Amsterdam',
  omschrijving: 'Appartementencomplex uit 1998 aan het IJ.',
  financieelBeheer: true,
  archivedAt: null,
  ...change,
});

export const complexRow = (id: number, change: Partial<OfficeComplexRow> = {}): OfficeComplexRow => ({
  id,
  naam: `VvE ${id}`,
  adres: `Straat ${id}`,
  plaats: 'Amsterdam',
  financieelBeheer: false,
  archivedAt: null,
  unitCount: 2,
  ...change,
});

/** Complex 1 with two units, a meeting held and one planned, a 3D project with a ready model, and its audit trail. */
export const complexDetails = (change: Partial<OfficeComplexDetails> = {}): OfficeComplexDetails => ({
  complex: officeComplex(),
  units: [
    { id: 11, adres: 'Kadijksplein 5-2', indexNr: 'HA-005', votes: 62, costShare: 1250 },
    { id: 12, adres: 'Kadijksplein 12-3', indexNr: 'HA-012', votes: 85, costShare: 1720 },
  ],
  meetings: [
    { id: 21, startsAt: '2020-03-01T19:00:00.000Z', convokedAt: '2020-02-01T10:00:00.000Z' },
    { id: 22, startsAt: '2099-03-01T19:00:00.000Z', convokedAt: null },
  ],
  projects: [
    {
      id: 7,
      name: 'Het Anker – hoofdgebouw',
      model: bimModel({ fileName: 'het-anker.ifc', status: 'READY' }),
    },
  ],
  ownerConditionMap: false,
  audit: [
    {
      at: '2026-11-01T09:00:00.000Z',
      by: { naam: 'Gerda Mulder' },
      action: 'complex.created',
      details: null,
    },
  ],
  ...change,
});
