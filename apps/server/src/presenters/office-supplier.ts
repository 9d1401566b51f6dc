import type {
  OfficeSupplier,
  OfficeSupplierMember,
  OfficeSupplierRow,
} from '@vve/contract/calls/office-suppliers';
import type { supplierOrganisations } from '../db/schema/suppliers';
import type { SupplierListRow, SupplierMemberRow } from '../queries/office-suppliers';

/** A supplier organisation as the back office administers it. */
export const presentOfficeSupplier = (
  supplier: typeof supplierOrganisations.$inferSelect,
): OfficeSupplier => ({
  id: supplier.id,
  naam: supplier.naam,
  archivedAt: supplier.archivedAt?.toISOString() ?? null,
});

/** One row of the suppliers' list. */
export const presentOfficeSupplierRow = ({
  supplier,
  memberCount,
  activeContractCount,
}: SupplierListRow): OfficeSupplierRow => ({
  ...presentOfficeSupplier(supplier),
  memberCount,
  activeContractCount,
});

/** A member of an organisation: who they are and whether they can log in. */
export const presentSupplierMember = (member: SupplierMemberRow): OfficeSupplierMember => ({
  id: member.id,
  name: member.name,
  email: member.email,
  username: member.username,
  deactivated: member.deactivatedAt !== null,
});
