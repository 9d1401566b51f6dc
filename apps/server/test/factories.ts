import type { Role } from '@vve/contract/enums';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema/accounts';
import { complexes, unitOwners, units } from '../src/db/schema/complexes';
import { debtors } from '../src/db/schema/finance';
import { rentalContractUnits, rentalContracts } from '../src/db/schema/rentals';
import { hashPassword } from '../src/modules/session/passwords';

export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** A user of the test's own, with a unique user name. */
export const createUser = async (db: Database, roles: Role[], name = 'Test User') => {
  sequence += 1;
  const username = `user${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({ username, name, roles, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('user not created');
  return { ...user, password: TEST_PASSWORD };
};

let complexSequence = 0;

/** A complex of the test's own, with one unit. */
export const createComplex = async (db: Database, options: { financieelBeheer?: boolean } = {}) => {
  complexSequence += 1;
  const [complex] = await db
    .insert(complexes)
    .values({
      naam: `Complex ${complexSequence}-${Math.random().toString(36).slice(2, 6)}`,
      omschrijving: `Omschrijving ${complexSequence}`,
      adres: `Teststraat ${complexSequence}`,
      plaats: 'Utrecht',
      financieelBeheer: options.financieelBeheer ?? true,
    })
    .returning();
  if (!complex) throw new Error('complex not created');
  const [unit] = await db
    .insert(units)
    .values({
      complexId: complex.id,
      adres: `Teststraat ${complexSequence}-1`,
      indexNr: `T-${complexSequence}`,
    })
    .returning();
  if (!unit) throw new Error('unit not created');
  return { ...complex, unitId: unit.id };
};

export const makeOwner = (db: Database, complex: { unitId: number }, userId: number) =>
  db.insert(unitOwners).values({ unitId: complex.unitId, userId });

export const makeDebtor = async (
  db: Database,
  complexId: number,
  userId: number,
  options: { saldoCents?: number; directDebit?: boolean } = {},
) => {
  const [debtor] = await db
    .insert(debtors)
    .values({
      complexId,
      userId,
      saldoCents: options.saldoCents ?? -1000,
      incassoGetekendOp: options.directDebit ? '2025-01-15' : null,
      incassoRekeningNummer: options.directDebit ? 'NL20 INGB 0001 2345 67' : null,
    })
    .returning();
  if (!debtor) throw new Error('debtor not created');
  return debtor;
};

export const makeRentalContract = async (
  db: Database,
  complex: { id: number; unitId: number },
  tenantId: number,
  contractFileId: number | null = null,
) => {
  const [contract] = await db
    .insert(rentalContracts)
    .values({
      complexId: complex.id,
      tenantId,
      grossCents: 95_000,
      landlordAccount: 'NL44 RABO 0123 4567 89',
      automaticCollection: true,
      rentArrearsCents: 0,
      depositCents: 190_000,
      startDate: '2024-02-01',
      endDate: null,
      noticePeriodInMonths: 1,
      contractFileId,
    })
    .returning();
  if (!contract) throw new Error('rental contract not created');
  await db.insert(rentalContractUnits).values({ contractId: contract.id, unitId: complex.unitId });
  return contract;
};
