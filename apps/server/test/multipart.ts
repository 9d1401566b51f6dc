import type { FastifyInstance } from 'fastify';
/** A file part of a multipart body. */
export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body with the given files in one field (`files` unless told otherwise). */
export const multipart = (parts: FilePart[], field = 'files') => {
  const boundary = `----vve${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

/**
 * Sends a file to an import's call (`url`, field `file`) as `mode` (dry-run or apply) with the caller's session
 * cookies; answers the status and the body.
 */
export const importSender =
  (app: FastifyInstance, cookies: Record<string, string>, url: string, defaultName: string) =>
  async (mode: string, bytes: Buffer, name = defaultName, type = 'text/csv') => {
    const body = multipart([{ name, type, bytes }], 'file');
    const response = await app.inject({
      method: 'POST',
      url: `${url}?mode=${mode}`,
      cookies,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
