/**
 * Whether the requests related to an inspection must be fetched again after a save: only when a report is
 * requested on the inspection, or any element has a request description (spec §7).
 */
export const needsRelatedRequestsRefetch = (inspection: {
  createRequest: boolean;
  statePerElement: readonly { requestDescription: string }[];
}): boolean =>
  inspection.createRequest || inspection.statePerElement.some((entry) => entry.requestDescription !== '');
