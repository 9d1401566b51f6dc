import type {
  OfficeBimProject,
  OfficeComplex,
  OfficeComplexRow,
  OfficeUnit,
} from '@vve/contract/calls/office-complexes';
import type { OfficeMeeting } from '@vve/contract/calls/meetings';
import type { complexes, units } from '../db/schema/complexes';
import type { meetings } from '../db/schema/meetings';
import type { ComplexListRow, ComplexProjectRow } from '../queries/office-complexes';
import { presentModel } from './bim-model';

/** A complex as the back office administers it. */
export const presentOfficeComplex = (complex: typeof complexes.$inferSelect): OfficeComplex => ({
  id: complex.id,
  naam: complex.naam,
  adres: complex.adres,
  plaats: complex.plaats,
  omschrijving: complex.omschrijving,
  financieelBeheer: complex.financieelBeheer,
  archivedAt: complex.archivedAt?.toISOString() ?? null,
});

/** One row of the complexes' list. */
export const presentOfficeComplexRow = ({ complex, unitCount }: ComplexListRow): OfficeComplexRow => ({
  id: complex.id,
  naam: complex.naam,
  adres: complex.adres,
  plaats: complex.plaats,
  financieelBeheer: complex.financieelBeheer,
  archivedAt: complex.archivedAt?.toISOString() ?? null,
  unitCount,
});

export const presentUnit = (unit: typeof units.$inferSelect): OfficeUnit => ({
  id: unit.id,
  adres: unit.adres,
  indexNr: unit.indexNr,
  votes: unit.votes,
  costShare: unit.costShare,
});

export const presentMeeting = (meeting: typeof meetings.$inferSelect): OfficeMeeting => ({
  id: meeting.id,
  startsAt: meeting.startsAt.toISOString(),
  convokedAt: meeting.convokedAt?.toISOString() ?? null,
});

export const presentOfficeBimProject = ({ project, model }: ComplexProjectRow): OfficeBimProject => ({
  id: project.id,
  name: project.name,
  model: model ? presentModel(model) : null,
});
