import { z } from 'zod';

/** App roles (spec §6). */
export const Role = z.enum(['owner', 'tenant', 'administrator', 'supplier']);
export type Role = z.infer<typeof Role>;

/** The roles of a list that the product knows, in its order. */
export const knownRoles = (roles: readonly string[]): Role[] =>
  roles.filter((role): role is Role => Role.safeParse(role).success);

/** The app type that selects the supplier-app; any other value selects the request-app (spec §1). */
export const SUPPLIER_APP = 'supplier-app';
/** The app type the server gives owners and tenants. */
export const REQUEST_APP = 'request-app';
export const AppType = z.string().min(1);
export type AppType = z.infer<typeof AppType>;

/** Report (request) status (spec §4). */
export const ReportStatus = z.enum(['NIEUW', 'IN_BEHANDELING', 'OPGELOST', 'AFGEWEZEN']);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** Supplier update status of a work order (spec §4); COMPLETE is the default selection. */
export const SupplierStatus = z.enum(['COMPLETE', 'FOLLOW_UP_ACTION_NEEDED', 'BLOCKED']);
export type SupplierStatus = z.infer<typeof SupplierStatus>;

/** Inspection and element state (spec §4, §9); MISSING is the default. */
export const InspectionState = z.enum(['GREAT', 'WARN', 'BAD', 'MISSING']);
export type InspectionState = z.infer<typeof InspectionState>;

/** Derived contract display status (spec §4). */
export const ContractDisplayStatus = z.enum(['ACTIVE', 'INACTIVE', 'EXPIRED', 'NOT_STARTED']);
export type ContractDisplayStatus = z.infer<typeof ContractDisplayStatus>;

/** A defect's severity by NEN 2767: ernstig (serious: primary function or structure), serieus (considerable), gering (minor: appearance). */
export const DefectSeverity = z.enum(['serious', 'considerable', 'minor']);
export type DefectSeverity = z.infer<typeof DefectSeverity>;

/** A defect's intensity by NEN 2767: 1 beginning, 2 advanced, 3 final stage. */
export const DefectIntensity = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type DefectIntensity = z.infer<typeof DefectIntensity>;

/** A defect's extent by NEN 2767, as a share of the element: 1 < 2 %, 2 2–10 %, 3 10–30 %, 4 30–70 %, 5 ≥ 70 %. */
export const DefectExtent = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type DefectExtent = z.infer<typeof DefectExtent>;

/** A condition score by NEN 2767: 1 excellent, 2 good, 3 reasonable, 4 moderate, 5 poor, 6 very poor. */
export const Condition = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export type Condition = z.infer<typeof Condition>;
