import { REFUSALS, refusalText as refusalTextOf, type RefusalCode } from '@vve/contract/refusals';
import type { TFunction } from '../lib/i18n/i18n';
import { DEVICE_REFUSALS, type DeviceRefusalCode } from '../lib/offline/device-refusals';
import type { Refusal } from '../lib/offline/queued-change';

// Own keys only: a code such as 'toString' is no refusal.
const isServerCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);

const isDeviceCode = (code: string): code is DeviceRefusalCode => Object.hasOwn(DEVICE_REFUSALS, code);

/** The translation key of a refusal's code, if the app knows the code. */
const keyOf = (code: string): string | undefined => {
  if (isServerCode(code)) return refusalTextOf(code);
  return isDeviceCode(code) ? DEVICE_REFUSALS[code] : undefined;
};

/** What the app translates a refusal by: its code and values, and its message for one without a code. */
type Translatable = Pick<Refusal, 'code' | 'params' | 'message'>;

/**
 * A refusal in the user's language, by its code (the server's, from the contract, or this device's own);
 * a refusal without a code the app knows (from before codes, or from a newer server) shows as it was worded.
 */
export const refusalText = ({ code, params, message }: Translatable, t: TFunction): string => {
  const key = code === undefined ? undefined : keyOf(code);
  return key === undefined ? message : t(key, params);
};

/** The line that says a queued change was refused, and why, wherever the change shows. */
export const changeRefusalText = (refusal: Refusal, t: TFunction): string =>
  t('The server refused this change: {{reason}}', { reason: refusalText(refusal, t) });
