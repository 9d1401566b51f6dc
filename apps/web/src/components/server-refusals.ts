import { REFUSAL_CODES, refusalText as refusalTextOf, type RefusalCode } from '@vve/contract/refusals';
import type { TFunction } from '../lib/i18n/i18n';
import { DEVICE_REFUSALS } from '../lib/offline/device-refusals';
import type { Refusal } from '../lib/offline/queued-change';

const serverCodes: ReadonlySet<string> = new Set(REFUSAL_CODES);

const isServerCode = (code: string): code is RefusalCode => serverCodes.has(code);

/** What the app translates a refusal by: its code and values, and its message for one without a code. */
type Translatable = Pick<Refusal, 'code' | 'params' | 'message'>;

/**
 * A refusal in the user's language, by its code (the server's, from the contract, or this device's own);
 * a refusal without a code (from before codes) shows as it was worded.
 */
export const refusalText = ({ code, params, message }: Translatable, t: TFunction): string => {
  if (code === undefined) return message;
  return t(isServerCode(code) ? refusalTextOf(code) : DEVICE_REFUSALS[code], params);
};

/** The line that says a queued change was refused, and why, wherever the change shows. */
export const changeRefusalText = (refusal: Refusal, t: TFunction): string =>
  t('The server refused this change: {{reason}}', { reason: refusalText(refusal, t) });
