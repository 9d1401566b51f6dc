/**
 * The query keys of the deliveries that failed. Every back-office query key starts with 'office', so that a change
 * in the back office refreshes them too.
 */
export const deliveryKeys = {
  office: ['office'] as const,
  all: () => [...deliveryKeys.office, 'deliveries'] as const,
  failed: () => [...deliveryKeys.all(), 'failed'] as const,
};
