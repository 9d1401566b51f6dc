import { createStoredRecord } from '../../lib/offline/stored-record';

/**
 * Per inspection, the versions this device's own saves made one after another (`from` the version the first was
 * based on, `to` what the last one made): a save made here before an earlier one of the same inspection was sent
 * is based on a version in that chain, and is sent as based on the last, so that the device's own saves never
 * conflict with each other (issue 16). A save elsewhere in between breaks the chain: the next save answers 409.
 */
const savedVersions = createStoredRecord<{ from: number; to: number }>('vve.savedVersions');

/** The version to send with a save based on `base`. */
export const versionToSend = (inspectionId: number, base: number): number => {
  const chain = savedVersions.read()[inspectionId];
  return chain && base >= chain.from && base <= chain.to ? chain.to : base;
};

/** Remembers that a save sent as based on `sent` made version `saved`. */
export const rememberSavedVersion = (inspectionId: number, sent: number, saved: number): void => {
  const chain = savedVersions.read()[inspectionId];
  savedVersions.set(inspectionId, { from: chain?.to === sent ? chain.from : sent, to: saved });
};
