import type { BimProject, DetailsAnswer, Vve } from '@vve/contract/calls/details';
import type { StoredFile } from '@vve/contract/calls/files';
import type { Boekjaar, Debiteur } from '@vve/contract/calls/finance';
import type { Report } from '@vve/contract/calls/requests';
import type { RentalContract } from '@vve/contract/calls/tenant';

/** Answers of the request-app calls for screen tests, shaped like the demo data. */

export const details: DetailsAnswer = {
  name: 'Anna de Vries',
  vves: { '1': 'VvE Het Anker', '2': 'VvE De Linde' },
};

export const withFinances: Vve = {
  omschrijving: 'Appartementencomplex uit 1998 aan het IJ.',
  financieelBeheer: true,
  actieveBegrotingIds: [20],
  vergaderingen: ['2026-12-16T18:00:00.000Z', '2027-04-21T17:00:00.000Z'],
};

export const withoutFinances: Vve = {
  omschrijving: 'Kleine VvE van zes bovenwoningen.',
  financieelBeheer: false,
  actieveBegrotingIds: [],
  vergaderingen: [],
};

/** Last year's budget (10) is not active; this year's (20) is. */
export const boekjaren: Boekjaar[] = [
  {
    begrotingen: [
      {
        id: 20,
        regels: [
          { totaal: 1380, totaalPerMaand: 115 },
          { totaal: 840, totaalPerMaand: 70 },
          { totaal: 216, totaalPerMaand: 18 },
        ],
      },
    ],
  },
  { begrotingen: [{ id: 10, regels: [{ totaal: 2338.56, totaalPerMaand: 194.88 }] }] },
];

export const debiteur: Debiteur = {
  saldo: -125.5,
  incassoMachtiging: { getekendOp: '2025-10-18', rekeningNummer: 'NL20 INGB 0001 2345 67' },
};

export const file = (id: number, name: string, contentType = 'image/jpeg'): StoredFile => ({
  id,
  hash: `hash${id}`,
  name,
  contentType,
  accessCode: `code${id}`,
});

export const rentalContract: RentalContract = {
  units: [{ id: 5, adres: 'Kadijksplein 5-2', indexNr: 'HA-005' }],
  gross: 1125,
  landlordAccountString: 'NL44 RABO 0123 4567 89 t.n.v. Woonstichting Amstelhuis',
  automaticCollection: true,
  rentArrears: 87.5,
  deposit: 2250,
  startDate: '2024-06-05',
  endDate: null,
  noticePeriodInMonths: 1,
  contractFile: file(90, 'huurovereenkomst-ha-005.pdf', 'application/pdf'),
};

export const report = (overrides: Partial<Report> & Pick<Report, 'id' | 'nr'>): Report => ({
  aanmaakDatum: '2026-11-10T10:00:00.000Z',
  omschrijving: `Melding ${overrides.nr}`,
  status: 'NIEUW',
  vve: { id: 1, naam: 'VvE Het Anker' },
  aangemaaktDoor: { naam: 'Anna de Vries' },
  melder: { naam: 'Anna de Vries' },
  attachments: [],
  linkedItem: null,
  ...overrides,
});

export const leak = report({
  id: 11,
  nr: '2',
  omschrijving: 'Lekkage in de parkeerkelder bij vak 14.',
  status: 'IN_BEHANDELING',
  attachments: [file(31, 'photo-leak.jpg')],
  linkedItem: { projectId: 7, viewpointId: '2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10' },
});

export const garden = report({
  id: 12,
  nr: '1',
  omschrijving: 'Verzoek om de achtertuin te laten snoeien.',
  status: 'AFGEWEZEN',
  vve: { id: 2, naam: 'VvE De Linde' },
  aanmaakDatum: '2026-10-13T10:00:00.000Z',
  attachments: [file(32, 'photo-garden.jpg')],
});

export const lamp = report({
  id: 13,
  nr: '4',
  omschrijving: 'De buitenlamp bij de hoofdingang brandt niet meer.',
  melder: { naam: 'Chantal Bakker' },
  aangemaaktDoor: { naam: 'Chantal Bakker' },
});

export const crack = report({
  id: 14,
  nr: '17',
  omschrijving: 'Scheur in de gevel.',
  status: 'OPGELOST',
  linkedItem: { projectId: 7, viewpointId: null },
});

export const bimProjects: BimProject[] = [
  { id: 8, name: 'De Linde – herenhuis', complexName: 'VvE De Linde', complexId: 2 },
  { id: 7, name: 'Het Anker – hoofdgebouw', complexName: 'VvE Het Anker', complexId: 1 },
];
