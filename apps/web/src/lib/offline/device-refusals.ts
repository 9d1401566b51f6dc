/**
 * The refusals this device words itself, for a queued change it can no longer send, by code: each text is the
 * key of its translation, as a server refusal's is.
 */
export const DEVICE_REFUSALS = {
  changeFileGone: 'A file of this change is no longer on this device.',
  inspectionFileGone: 'A file of this inspection is no longer on this device.',
  inspectionRegistrationGone: 'The registration of this inspection is no longer on this device.',
} as const;

export type DeviceRefusalCode = keyof typeof DEVICE_REFUSALS;

/** A queued change this device cannot send: why, by code. */
export class DeviceRefusal extends Error {
  constructor(readonly code: DeviceRefusalCode) {
    super(DEVICE_REFUSALS[code]);
  }
}
