import type { FastifyReply } from 'fastify';

/** Answers bytes as a download named `name`, never cached (it is a user's data). */
export const sendDownload = (
  reply: FastifyReply,
  bytes: Buffer | string,
  contentType: string,
  name: string,
) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
