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
  /** A members' meeting the owner was convened to, with its agenda and documents (not in the spec). */
  meeting: '/meetings/:id',
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
} as const;
