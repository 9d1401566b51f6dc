import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@vve/contract/define-call';
import { JsonText } from '../lib/json-text';
import { callRoutes } from './define-route';

const Item = z.object({ id: z.number(), name: z.string() });
const itemsCall = defineCall({ method: 'GET', path: '/items', response: z.array(Item), auth: 'public' });

/** A host with one call that answers `text` as JSON the database built, its answers checked or not. */
const hostAnswering = async (text: string, checkJsonAnswers: boolean) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('checkJsonAnswers', checkJsonAnswers);
  await app.register(
    callRoutes((route) => {
      route(itemsCall, { handler: () => new JsonText<z.input<typeof itemsCall.response>>(text) });
    }),
  );
  return app;
};

describe('an answer the database built as JSON', () => {
  it('is sent as it is, as JSON', async () => {
    const app = await hostAnswering('[{"id":1,"name":"Lift"}]', true);
    const response = await app.inject({ url: '/items' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe('[{"id":1,"name":"Lift"}]');
  });

  it.each([
    ['a field missing', '[{"id":1}]'],
    ['a field added', '[{"id":1,"name":"Lift","passwordHash":"x"}]'],
    ['a field of another type', '[{"id":"1","name":"Lift"}]'],
  ])('is refused under test with %s', async (_case, text) => {
    const app = await hostAnswering(text, true);
    expect((await app.inject({ url: '/items' })).statusCode).toBe(500);
    expect((await (await hostAnswering(text, false)).inject({ url: '/items' })).body).toBe(text);
  });
});
