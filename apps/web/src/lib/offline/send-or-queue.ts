import { ApiError } from '../api-error';
import { offlineOwner } from './sync-state';
import { outbox, type NewFile } from './outbox';
import { syncControl } from './sync-control';

/** A key no other change has: 128 random bits as hex (randomUUID needs a secure context, this does not). */
export const newChangeKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Keeps a change on this device and sends it at once, after any changes waiting before it: answers 'sent' when the
 * server has it, or 'waiting' when it stays on the device to be sent later (offline, the server failing). When the
 * server refuses it, it is forgotten again and the refusal thrown: the form that made it still holds it.
 */
export const sendOrQueue = async (
  kind: string,
  payload: unknown,
  files: readonly NewFile[] = [],
  keptFiles: readonly string[] = [],
): Promise<'sent' | 'waiting'> => {
  const owner = offlineOwner.read();
  if (owner === undefined) throw new Error('No one is logged in on this device.');
  const { key } = await outbox.add(
    { key: newChangeKey(), owner, kind, createdAt: new Date().toISOString(), payload },
    files,
    keptFiles,
  );
  await syncControl.refresh();
  await syncControl.syncNow();
  const kept = (await outbox.list(owner)).find((change) => change.key === key);
  if (!kept) return 'sent';
  if (!kept.refusal) return 'waiting';
  await outbox.remove(key);
  await syncControl.refresh();
  const { status, message } = kept.refusal;
  // Its body again, with its code and values, for the form to translate it.
  throw new ApiError(status, message, undefined, { statusCode: status, error: '', ...kept.refusal });
};
