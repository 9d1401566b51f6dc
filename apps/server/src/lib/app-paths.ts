/**
 * The web app's pages the server links to (in emails, notifications and calendar feeds), as paths below the app's
 * base path `/app`; one place, so that a link and the page it names cannot drift apart.
 */
export const appPaths = {
  residentComplex: (complex: { id: number; naam: string }) =>
    `/vve/${String(complex.id)}?title=${encodeURIComponent(complex.naam)}`,
  residentRequest: (requestId: number) => `/reports/${String(requestId)}`,
  ownerMeeting: (meetingId: number) => `/meetings/${String(meetingId)}`,
  supplierWorkOrder: (workOrderId: number) => `/work-assignments/${String(workOrderId)}`,
  supplierInspections: () => '/?tab=inspections',
  supplierAnnouncements: () => '/announcements',
  officeRequest: (requestId: number) => `/office/requests/${String(requestId)}`,
  officeMeeting: (meetingId: number) => `/office/meetings/${String(meetingId)}`,
  officeWorkOrder: (workOrderId: number) => `/office/work-orders/${String(workOrderId)}`,
  officePlanning: (complexId: number) => `/office/planning/${String(complexId)}`,
};

/** The full address of an app page (a path of `appPaths`) on the server's public address. */
export const appUrl = (publicUrl: string, path: string) => `${publicUrl}/app${path}`;
