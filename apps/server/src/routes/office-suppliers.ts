import { officeSuppliersCalls } from '@vve/contract/calls/office-suppliers';
import { addSupplierContract, updateSupplierContract } from '../commands/save-supplier-contract';
import { archiveSupplier, createSupplier, renameSupplier } from '../commands/save-supplier';
import { addSupplierMember, createSupplierMember, removeSupplierMember } from '../commands/supplier-members';
import { presentAuditEntry } from '../presenters/audit-entry';
import { isoDay } from '../lib/clock';
import {
  presentOfficeSupplier,
  presentOfficeSupplierRow,
  presentSupplierMember,
} from '../presenters/office-supplier';
import { presentSupplierContract } from '../presenters/supplier-contract';
import { findAuditTrail } from '../queries/audit-trail';
import {
  findContract,
  findContractsOf,
  findSupplier,
  findSupplierListPage,
  findSupplierMember,
  findSupplierMembers,
} from '../queries/office-suppliers';
import { callRoutes } from './define-route';

/** The back office's supplier organisations, their members and contracts: administrators only (404 for others). */
export const officeSupplierRoutes = callRoutes((route, { db, clock }) => {
  const presentSupplier = async (id: number) => presentOfficeSupplier(await findSupplier(db, id));
  const presentMember = async (supplierId: number, personId: number) =>
    presentSupplierMember(await findSupplierMember(db, supplierId, personId));

  route(officeSuppliersCalls.officeSupplierList, {
    fromReplica: true,
    handler: async ({ query }) => {
      return (await findSupplierListPage(db, query, isoDay(clock()))).map(presentOfficeSupplierRow);
    },
  });

  route(officeSuppliersCalls.createSupplier, {
    handler: async ({ user, body }) => {
      return presentSupplier(await createSupplier(db, { ...body, userId: user.id, at: clock() }));
    },
  });

  route(officeSuppliersCalls.officeSupplier, {
    handler: async ({ params: { id } }) => {
      const supplier = await findSupplier(db, id);
      const [members, contracts, audit] = await Promise.all([
        findSupplierMembers(db, id),
        findContractsOf(db, id),
        findAuditTrail(db, 'supplier', id),
      ]);
      return {
        supplier: presentOfficeSupplier(supplier),
        members: members.map(presentSupplierMember),
        contracts: contracts.map(presentSupplierContract),
        audit: audit.map(presentAuditEntry),
      };
    },
  });

  route(officeSuppliersCalls.renameSupplier, {
    handler: async ({ user, params: { id }, body }) => {
      await renameSupplier(db, { ...body, supplierId: id, userId: user.id, at: clock() });
      return presentSupplier(id);
    },
  });

  route(officeSuppliersCalls.archiveSupplier, {
    handler: async ({ user, params: { id }, body }) => {
      await archiveSupplier(db, { ...body, supplierId: id, userId: user.id, at: clock() });
      return presentSupplier(id);
    },
  });

  route(officeSuppliersCalls.addSupplierMember, {
    handler: async ({ user, params: { id }, body }) => {
      const personId = await addSupplierMember(db, { ...body, supplierId: id, userId: user.id, at: clock() });
      return presentMember(id, personId);
    },
  });

  route(officeSuppliersCalls.createSupplierMember, {
    handler: async ({ user, params: { id }, body }) => {
      const personId = await createSupplierMember(db, {
        ...body,
        supplierId: id,
        userId: user.id,
        at: clock(),
      });
      return presentMember(id, personId);
    },
  });

  route(officeSuppliersCalls.removeSupplierMember, {
    handler: async ({ user, params: { id, userId } }) => {
      await removeSupplierMember(db, { supplierId: id, personId: userId, userId: user.id, at: clock() });
      return { id: userId };
    },
  });

  route(officeSuppliersCalls.addSupplierContract, {
    handler: async ({ user, params: { id }, body }) => {
      const contractId = await addSupplierContract(db, {
        ...body,
        supplierId: id,
        userId: user.id,
        at: clock(),
      });
      return presentSupplierContract(await findContract(db, contractId));
    },
  });

  route(officeSuppliersCalls.updateSupplierContract, {
    handler: async ({ user, params: { id }, body }) => {
      await updateSupplierContract(db, { ...body, contractId: id, userId: user.id, at: clock() });
      return presentSupplierContract(await findContract(db, id));
    },
  });
});
