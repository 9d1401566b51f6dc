import { ContractDisplayStatus } from '../enums';

const LABELS = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  EXPIRED: 'Expired',
  NOT_STARTED: 'Not started yet',
} as const;
export type ContractStatusLabel = (typeof LABELS)[ContractDisplayStatus];

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The local calendar date of a moment, `YYYY-MM-DD`. */
const localIsoDate = (moment: Date): string =>
  `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;

/**
 * The display status of a contract (spec §4), and NOT_STARTED for an active one whose start date is still to
 * come (issue 30: the spec's rule did not look at the start). A contract is active from its start date through
 * its end date: calendar dates are compared, not times.
 */
export const contractDisplayStatus = (
  contract: { actief: boolean; beginDatum: string | null; eindDatum: string | null },
  now: Date,
): ContractDisplayStatus => {
  if (!contract.actief) return 'INACTIVE';
  const today = localIsoDate(now);
  if (contract.beginDatum !== null && contract.beginDatum.slice(0, 10) > today) return 'NOT_STARTED';
  if (contract.eindDatum === null) return 'ACTIVE';
  return contract.eindDatum.slice(0, 10) >= today ? 'ACTIVE' : 'EXPIRED';
};

/** The English label of a display status; any other status is an error (spec §4, §8). */
export const contractStatusLabel = (status: string): ContractStatusLabel => {
  const parsed = ContractDisplayStatus.safeParse(status);
  if (!parsed.success) throw new Error(`Status '${status}' unknown`);
  return LABELS[parsed.data];
};
