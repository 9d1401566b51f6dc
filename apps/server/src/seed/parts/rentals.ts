import { eq } from 'drizzle-orm';
import { units } from '../../db/schema/complexes';
import { rentalContractUnits, rentalContracts } from '../../db/schema/rentals';
import { storeFile } from '../../commands/store-files';
import { makePdf } from '../demo-pdf';
import type { SeedPart } from '../seed-part';
import { complexIdOf, dateFrom, userIdOf } from '../seed-lookups';
import { HET_ANKER, PARKZICHT } from './complexes';

const euro = (cents: number) => `EUR ${(cents / 100).toFixed(2).replace('.', ',')}`;

const demoRentals = [
  {
    username: 'tenant',
    tenantName: 'Chantal Bakker',
    complex: HET_ANKER,
    unitIndexNrs: ['HA-005'],
    grossCents: 112_500,
    landlordAccount: 'NL44 RABO 0123 4567 89 t.n.v. Woonstichting Amstelhuis',
    automaticCollection: true,
    rentArrearsCents: 8_750,
    depositCents: 225_000,
    startInDays: -900,
    endInDays: null,
    noticePeriodInMonths: 1,
  },
  {
    username: 'tenant2',
    tenantName: 'Daan Visser',
    complex: PARKZICHT,
    unitIndexNrs: ['PZ-042'],
    grossCents: 98_000,
    landlordAccount: 'NL02 ABNA 0987 6543 21 t.n.v. Parkzicht Verhuur B.V.',
    automaticCollection: false,
    rentArrearsCents: -5_000,
    depositCents: 196_000,
    startInDays: -200,
    endInDays: 530,
    noticePeriodInMonths: 2,
  },
] as const;

/** Rental contracts with their units and a contract file (a real PDF). */
export const rentalsSeed: SeedPart = {
  name: 'rentals',
  run: async ({ db, storage, now }) => {
    for (const rental of demoRentals) {
      const startDate = dateFrom(now, rental.startInDays);
      const endDate = rental.endInDays === null ? null : dateFrom(now, rental.endInDays);
      const file = await storeFile(db, storage, {
        bytes: makePdf('Huurovereenkomst woonruimte', [
          `Huurder: ${rental.tenantName}`,
          `Complex: ${rental.complex}`,
          `Gehuurde woning: ${rental.unitIndexNrs.join(', ')}`,
          `Ingangsdatum: ${startDate}`,
          `Einddatum: ${endDate ?? 'onbepaalde tijd'}`,
          `Huurprijs per maand: ${euro(rental.grossCents)}`,
          `Waarborgsom: ${euro(rental.depositCents)}`,
          `Opzegtermijn: ${rental.noticePeriodInMonths} maand(en)`,
          `Betaling op rekening ${rental.landlordAccount}`,
        ]),
        name: `huurovereenkomst-${rental.unitIndexNrs.join('-').toLowerCase()}.pdf`,
        contentType: 'application/pdf',
        uploadedBy: null,
      });
      const [contract] = await db
        .insert(rentalContracts)
        .values({
          complexId: await complexIdOf(db, rental.complex),
          tenantId: await userIdOf(db, rental.username),
          grossCents: rental.grossCents,
          landlordAccount: rental.landlordAccount,
          automaticCollection: rental.automaticCollection,
          rentArrearsCents: rental.rentArrearsCents,
          depositCents: rental.depositCents,
          startDate,
          endDate,
          noticePeriodInMonths: rental.noticePeriodInMonths,
          contractFileId: file.id,
        })
        .returning({ id: rentalContracts.id });
      if (!contract) throw new Error('rental contract not created');
      for (const indexNr of rental.unitIndexNrs) {
        const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.indexNr, indexNr));
        if (!unit) throw new Error(`demo unit ${indexNr} missing`);
        await db.insert(rentalContractUnits).values({ contractId: contract.id, unitId: unit.id });
      }
    }
  },
};
