import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-error';

/**
 * Where the first text containing NUL is in a parsed value (`body.statePerElement.0.stateDescription`),
 * or undefined. Walks with its own stack, so that deeply nested input cannot overflow the call stack.
 */
export const findNul = (value: unknown, root: string): string | undefined => {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) stack.push([item, `${path}.${key}`]);
    }
  }
  return undefined;
};

/**
 * PostgreSQL cannot store the NUL character in text: a request with NUL in a param, query field or
 * body text answers 400 before validation, instead of failing at the database with a 500.
 */
export const nulGuardPlugin = fp(
  (app, _options, done) => {
    app.addHook('preValidation', async (request, reply) => {
      const parts: [string, unknown][] = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [part, value] of parts) {
        const at = findNul(value, part);
        if (at !== undefined)
          return reply
            .code(400)
            .send(errorBody(400, `${at}: Text may not contain the NUL character (U+0000)`));
      }
    });
    done();
  },
  { name: 'nul-guard' },
);
