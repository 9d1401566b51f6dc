import type { OfficePerson, OfficePersonRow, PersonAccess } from '@vve/contract/calls/office-people';
import { Language } from '@vve/contract/calls/office-people';
import { knownRoles } from '@vve/contract/enums';
import type { OfficePersonRecord } from '../queries/office-people';

const accessOf = (person: OfficePersonRecord): PersonAccess => {
  if (person.deactivatedAt) return 'deactivated';
  if (person.hasPassword) return 'active';
  return person.invitedAt === null ? 'not-invited' : 'invited';
};

export const presentOfficePersonRow = (person: OfficePersonRecord): OfficePersonRow => ({
  id: person.id,
  name: person.name,
  email: person.email,
  username: person.username,
  language: Language.catch('nl').parse(person.language),
  roles: knownRoles(person.roles),
  access: accessOf(person),
});

export const presentOfficePerson = (person: OfficePersonRecord): OfficePerson => ({
  ...presentOfficePersonRow(person),
  phone: person.phone,
  phoneForSuppliers: person.phoneForSuppliers,
  invitedAt: person.invitedAt === null ? null : new Date(person.invitedAt).toISOString(),
  createdAt: person.createdAt.toISOString(),
});
