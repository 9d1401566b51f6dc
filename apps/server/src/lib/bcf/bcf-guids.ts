import { createHash } from 'node:crypto';

/**
 * A UUID that a name always gives (RFC 9562 version 8, from the name's SHA-256): what is written to BCF under the
 * same name twice carries the same GUID, so that an import recognises it.
 */
export const stableUuid = (name: string): string => {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The GUID of a message's BCF comment: the one it was imported under, else one that its request's topic and its
 * own id always give.
 */
export const commentGuidOf = (topicGuid: string, message: { id: number; bcfGuid: string | null }): string =>
  message.bcfGuid ?? stableUuid(`${topicGuid}:message:${String(message.id)}`);
