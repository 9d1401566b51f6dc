/**
 * The paths of the back office's pages under the app's base path (its root is `routes.office`); fill params with
 * generatePath. Apart from the request-app's and supplier-app's routes, so that their first screen loads none of it.
 */
export const officeRoutes = {
  requests: '/office/requests',
  request: '/office/requests/:id',
  /** An inspection's findings per element, with their photos, and the requests it raised. */
  inspection: '/office/inspections/:id',
  workOrders: '/office/work-orders',
  workOrder: '/office/work-orders/:id',
  complexes: '/office/complexes',
  complex: '/office/complexes/:id',
  /** A complex's yearly budgets, and drawing up a new one. */
  complexBudgets: '/office/complexes/:id/budgets',
  /** A budget: its items, what each unit pays of it, and its adoption. */
  budget: '/office/budgets/:id',
  /** A members' meeting: its details and agenda, and its convocation. */
  meeting: '/office/meetings/:id',
  people: '/office/people',
  person: '/office/people/:id',
  /** A debtor's ledger: the balance, every booking to correct, and booking a charge or a payment. */
  ledger: '/office/debtors/:id/ledger',
  suppliers: '/office/suppliers',
  supplier: '/office/suppliers/:id',
  /** Maintenance planning: choose a complex, then its aspects, elements and inspection tasks. */
  planning: '/office/planning',
  complexPlanning: '/office/planning/:id',
  registerImport: '/office/planning/:id/register-import',
  /** The long-term maintenance plan (MJOP): choose a complex, then its plan, its versions and its legal check. */
  maintenancePlan: '/office/maintenance-plan',
  complexMaintenancePlan: '/office/maintenance-plan/:id',
  planImport: '/office/maintenance-plan/:id/import',
  /** The import of a BCF file's topics into a 3D project as requests. */
  bcfImport: '/office/bcf-import/:id',
  /** The import of units with their residents from a CSV or XLSX file. */
  import: '/office/import',
  /** The meetings, inspection tasks and planned work orders of every complex or one (`?complex=…`) by month. */
  calendar: '/office/calendar',
  /** Announcements to residents and suppliers of complexes. */
  announcements: '/office/announcements',
  /** The emails and push messages that did not go out. */
  deliveries: '/office/deliveries',
  notificationSettings: '/office/notification-settings',
  /** The hits of the back office's search box (`?q=…`) of every kind. */
  search: '/office/search',
} as const;
