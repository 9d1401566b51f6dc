/** The paths of the named screens (spec §2) under the app's base path; fill params with generatePath. */
export const routes = {
  home: '/',
  /** Where an invitation's or a password reset's link lands: `?token=…`. */
  choosePassword: '/password',
  /** Where an email's unsubscribe link lands: `?token=…`. */
  unsubscribe: '/unsubscribe',
  /** How the user hears of each kind of notification: in the app, by email, by push. */
  notificationSettings: '/notification-settings',
  details: '/details',
  vveDetails: '/vve/:vveId',
  debtorDetails: '/vve/:vveId/debtor',
  /** What the complex's adopted maintenance plan (MJOP) says, for its owners (not in the spec). */
  vveMaintenancePlan: '/vve/:vveId/maintenance-plan',
  /** What administrators announced to the suppliers of complexes where the user's organisation works (not in the spec). */
  announcements: '/announcements',
  tenantDetails: '/tenant',
  /** The resident's phone and whether suppliers may see it (not in the spec). */
  contactDetails: '/contact',
  bimDetails: '/bim',
  recentReports: '/reports',
  createReport: '/reports/new',
  reportDetails: '/reports/:report',
  workAssignmentDetails: '/work-assignments/:workAssignmentId',
  inspectionDetails: '/inspections/:inspection',
  newInspection: '/inspections/new',
  inspectionLocationDetails: '/inspections/:inspection/locations/:location',
  inspectionElementDetails: '/inspections/:inspection/elements/:elementId',
  /** The back office (administrators): its requests, work orders, complexes, people, suppliers and planning. */
  office: '/office',
  officeRequests: '/office/requests',
  officeRequest: '/office/requests/:id',
  /** An inspection's findings per element, with their photos, and the requests it raised. */
  officeInspection: '/office/inspections/:id',
  officeWorkOrders: '/office/work-orders',
  officeWorkOrder: '/office/work-orders/:id',
  officeComplexes: '/office/complexes',
  officeComplex: '/office/complexes/:id',
  officePeople: '/office/people',
  officePerson: '/office/people/:id',
  officeSuppliers: '/office/suppliers',
  officeSupplier: '/office/suppliers/:id',
  /** Maintenance planning: choose a complex, then its aspects, elements and inspection tasks. */
  officePlanning: '/office/planning',
  officeComplexPlanning: '/office/planning/:id',
  officeRegisterImport: '/office/planning/:id/register-import',
  /** The long-term maintenance plan (MJOP): choose a complex, then its plan, its versions and its legal check. */
  officeMaintenancePlan: '/office/maintenance-plan',
  officeComplexMaintenancePlan: '/office/maintenance-plan/:id',
  officePlanImport: '/office/maintenance-plan/:id/import',
  /** The import of a BCF file's topics into a 3D project as requests. */
  officeBcfImport: '/office/bcf-import/:id',
  /** The import of units with their residents from a CSV or XLSX file. */
  officeImport: '/office/import',
  /** Announcements to residents and suppliers of complexes. */
  officeAnnouncements: '/office/announcements',
  /** The emails and push messages that did not go out. */
  officeDeliveries: '/office/deliveries',
  officeNotificationSettings: '/office/notification-settings',
  /** The hits of the back office's search box (`?q=…`) of every kind. */
  officeSearch: '/office/search',
} as const;
