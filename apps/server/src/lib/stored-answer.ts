import type { Readable } from 'node:stream';
import { answerRange, type RangeHeaders } from './byte-range';
import type { FileStorage } from './file-storage';
import { refusal, refusalBody } from './http-error';

/** A download of stored bytes: where they are, and the headers that go with them (type, disposition…). */
export interface StoredDownload {
  storage: FileStorage;
  key: string;
  headers: Record<string, string>;
}

/** What a download answers: its status, its headers, and its body. */
export interface StoredAnswer {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** The bytes, streamed (large files never sit in memory); with 416 the error. */
  body: Readable | ReturnType<typeof refusalBody>;
}

/**
 * The answer to a GET of the bytes stored under a key, as the request's Range asks: all of them (200),
 * one range (206; video players and resumed downloads ask so), or 416 when the range starts past the
 * end. Undefined when nothing is stored under the key, for the caller's own answer to that.
 */
export const storedAnswer = async (
  { storage, key, headers }: StoredDownload,
  requestHeaders: RangeHeaders,
): Promise<StoredAnswer | undefined> => {
  const size = await storage.sizeOf(key);
  if (size === undefined) return undefined;
  const answer = answerRange(size, requestHeaders);
  if (answer.status === 416)
    return {
      status: 416,
      headers: answer.headers,
      body: refusalBody(refusal('rangeNotSatisfiable', { size })),
    };
  const bytes = await storage.stream(key, answer.range);
  return bytes && { status: answer.status, headers: { ...headers, ...answer.headers }, body: bytes };
};
