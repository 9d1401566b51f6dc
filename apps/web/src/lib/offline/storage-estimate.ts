/** At this share of what the browser allows, the app warns that the device's storage is nearly full. */
const NEARLY_FULL_SHARE = 0.9;

export interface StorageUse {
  usedBytes: number;
  quotaBytes: number;
  nearlyFull: boolean;
}

/** What this app stores on the device and what the browser allows it, where the browser tells. */
export const estimateStorage = async (): Promise<StorageUse | undefined> => {
  // Not every browser has it, and none outside a secure context.
  if (!('storage' in navigator)) return undefined;
  const estimate = await navigator.storage.estimate().catch(() => undefined);
  if (estimate?.usage === undefined || !estimate.quota) return undefined;
  return {
    usedBytes: estimate.usage,
    quotaBytes: estimate.quota,
    nearlyFull: estimate.usage / estimate.quota >= NEARLY_FULL_SHARE,
  };
};
