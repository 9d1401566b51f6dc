import type { FastifyInstance } from 'fastify';
import { loginAs } from './session-client';

export interface Answer {
  status: number;
  body: unknown;
}

/** A logged-in caller: `call('GET', url)` or `call('POST', url, body)` answers status and parsed body. */
export const callerFor = async (app: FastifyInstance, user: { username: string; password: string }) => {
  const cookies = await loginAs(app, user);
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Answer> => {
    const response = await app.inject({
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body === '' ? undefined : response.json<unknown>() };
  };
};

export type Caller = Awaited<ReturnType<typeof callerFor>>;
