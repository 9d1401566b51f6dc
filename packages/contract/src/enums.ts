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
