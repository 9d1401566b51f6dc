/** The paths of the named screens (spec §2) under the app's base path; fill params with generatePath. */
export const routes = {
  home: '/',
  details: '/details',
  vveDetails: '/vve/:vveId',
  debtorDetails: '/vve/:vveId/debtor',
  tenantDetails: '/tenant',
  bimDetails: '/bim',
  recentReports: '/reports',
  createReport: '/reports/new',
  reportDetails: '/reports/:report',
  workAssignmentDetails: '/work-assignments/:workAssignmentId',
  inspectionDetails: '/inspections/:inspection',
  newInspection: '/inspections/new',
  inspectionLocationDetails: '/inspections/:inspection/locations/:location',
  inspectionElementDetails: '/inspections/:inspection/elements/:elementId',
} as const;
