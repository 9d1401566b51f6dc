/** How many of each record a generated portfolio holds. */
export interface DatasetSize {
  complexes: number;
  unitsPerComplex: number;
  users: number;
  administrators: number;
  suppliers: number;
  membersPerSupplier: number;
  requests: number;
  workOrders: number;
  inspections: number;
  findingsPerInspection: number;
  aspectsPerComplex: number;
  elementsPerAspect: number;
  /**
   * The largest complex's blocks beyond its first: each one more aspect of every type, whose elements have a
   * register and are scored by NEN 2767 (the condition overview's largest answer).
   */
  largestComplexBlocks: number;
  schedules: number;
}

/** The scale of issue 7: a large administrator's portfolio. */
export const FULL_SCALE: DatasetSize = {
  complexes: 5_000,
  unitsPerComplex: 20,
  users: 100_000,
  administrators: 10,
  suppliers: 400,
  membersPerSupplier: 10,
  requests: 1_000_000,
  workOrders: 200_000,
  inspections: 500_000,
  findingsPerInspection: 3,
  aspectsPerComplex: 4,
  elementsPerAspect: 10,
  largestComplexBlocks: 4,
  schedules: 100_000,
};

/** The portfolio at a fraction of the full scale: the counts shrink, the shapes per complex stay. */
export const scaledDataset = (factor: number): DatasetSize => {
  const of = (count: number, least: number) => Math.max(least, Math.round(count * factor));
  return {
    ...FULL_SCALE,
    complexes: of(FULL_SCALE.complexes, 10),
    users: of(FULL_SCALE.users, 200),
    suppliers: of(FULL_SCALE.suppliers, 5),
    requests: of(FULL_SCALE.requests, 100),
    workOrders: of(FULL_SCALE.workOrders, 100),
    inspections: of(FULL_SCALE.inspections, 100),
    schedules: of(FULL_SCALE.schedules, 100),
  };
};
