import { HttpError } from './http-error';

let common: Promise<Set<string>> | undefined;

/** The 49,000 most common passwords of zxcvbn-ts's list, loaded on first use (decompressing costs ~50 ms). */
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ));

/** Refuses a password on the list of common passwords (compared without regard to case). */
export const assertUncommonPassword = async (password: string): Promise<void> => {
  if ((await commonPasswords()).has(password.toLowerCase())) {
    throw new HttpError(400, 'This password is one of the most common ones. Choose another.');
  }
};
