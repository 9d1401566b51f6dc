import type { DatasetSize } from './scale';

/** The aspect types, in the order of their ids; an aspect's type follows from its id. */
export const ASPECT_TYPE_NAMES = [
  'Dak',
  'Gevel',
  'Kozijnen',
  'Lift',
  'Trappenhuis',
  'Installaties',
  'Riolering',
  'Bergingen',
  'Galerijen',
  'Entree',
  'Tuin',
  'Parkeergarage',
];

/**
 * Who is who in a generated portfolio, as arithmetic on ids (nothing is kept per user): administrators
 * first, then the suppliers' members, then the residents. Owners own one unit each (the first 80 % of the
 * units); tenants rent the units after them. Every complex has the same aspects, but the largest complex
 * (the first) has further blocks, whose aspects come after all the others.
 */
export interface Portfolio {
  size: DatasetSize;
  units: number;
  /** Every aspect: each complex's own, then the largest complex's further blocks. */
  aspects: number;
  largestComplex: number;
  owners: number;
  residents: number;
  firstResidentId: number;
  /** The member of a supplier organisation (1-based), the first being 1. */
  supplierMemberId: (supplierId: number, member: number) => number;
  /** The unit a resident (0-based among residents) owns or rents. */
  unitOfResident: (resident: number) => number;
  complexOfUnit: (unitId: number) => number;
  complexOfAspect: (aspectId: number) => number;
  /** The block of the largest complex an aspect of its further blocks is in (2, 3, …), else undefined. */
  blockOfAspect: (aspectId: number) => number | undefined;
  username: (userId: number) => string;
}

export const OWNED_SHARE = 0.8;
const LARGEST_COMPLEX = 1;

export const portfolio = (size: DatasetSize): Portfolio => {
  const units = size.complexes * size.unitsPerComplex;
  const supplierUsers = size.suppliers * size.membersPerSupplier;
  const firstResidentId = size.administrators + supplierUsers + 1;
  const residents = size.users - firstResidentId + 1;
  if (residents < 1) throw new Error('the dataset has no room for residents');
  const owners = Math.min(residents, Math.floor(units * OWNED_SHARE));
  const supplierMemberId = (supplierId: number, member: number) =>
    size.administrators + (supplierId - 1) * size.membersPerSupplier + member;
  const unitOfResident = (resident: number) =>
    resident < owners ? resident + 1 : ((owners + (resident - owners)) % units) + 1;
  const ownAspects = size.complexes * size.aspectsPerComplex;
  const blockOfAspect = (aspectId: number) =>
    aspectId > ownAspects ? Math.ceil((aspectId - ownAspects) / ASPECT_TYPE_NAMES.length) + 1 : undefined;
  return {
    size,
    units,
    aspects: ownAspects + size.largestComplexBlocks * ASPECT_TYPE_NAMES.length,
    largestComplex: LARGEST_COMPLEX,
    owners,
    residents,
    firstResidentId,
    supplierMemberId,
    unitOfResident,
    complexOfUnit: (unitId) => Math.ceil(unitId / size.unitsPerComplex),
    complexOfAspect: (aspectId) =>
      blockOfAspect(aspectId) === undefined ? Math.ceil(aspectId / size.aspectsPerComplex) : LARGEST_COMPLEX,
    blockOfAspect,
    username: (userId) => {
      if (userId <= size.administrators) return `admin-${userId}`;
      if (userId < firstResidentId) {
        const index = userId - size.administrators - 1;
        const supplier = Math.floor(index / size.membersPerSupplier) + 1;
        return `supplier-${supplier}-${(index % size.membersPerSupplier) + 1}`;
      }
      return `resident-${userId - firstResidentId + 1}`;
    },
  };
};
