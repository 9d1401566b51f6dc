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
