import fp from 'fastify-plugin';
import { HttpError, refusalBody } from '../lib/http-error';

/** Why a text cannot be stored: a refusal of the contract's. */
type UnstorableTextRefusal = 'textWithNul' | 'textWithHalfSurrogate';

/**
 * What no text may hold: NUL, which PostgreSQL cannot store in text, and half of a UTF-16 surrogate pair (JSON
 * may carry one as `\ud800`), which jsonb refuses and a text column stores as U+FFFD.
 */
const UNSTORABLE: readonly { holds: (text: string) => boolean; problem: UnstorableTextRefusal }[] = [
  { holds: (text) => text.includes('\u0000'), problem: 'textWithNul' },
  { holds: (text) => /\p{Cs}/u.test(text), problem: 'textWithHalfSurrogate' },
];

/** Where the first text that cannot be stored is in a parsed value, and why. */
export interface UnstorableText {
  /** As `body.statePerElement.0.stateDescription`. */
  at: string;
  problem: UnstorableTextRefusal;
}

/**
 * The first text in a parsed value that holds what no text may, or undefined. Walks with its own stack, so that
 * deeply nested input cannot overflow the call stack.
 */
export const findUnstorableText = (value: unknown, root: string): UnstorableText | undefined => {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      const found = UNSTORABLE.find(({ holds }) => holds(current));
      if (found) return { at: path, problem: found.problem };
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        stack.push([item, `${path}.${key}`], [key, `${path}.${key}`]);
      }
    }
  }
  return undefined;
};

/**
 * A request with a text that cannot be stored (in a param, query field or body, names of fields included)
 * answers 400 before validation, instead of failing at the database with a 500 or, worse, later in the
 * background.
 */
export const textGuardPlugin = fp(
  (app, _options, done) => {
    app.addHook('preValidation', async (request, reply) => {
      const parts: [string, unknown][] = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [part, value] of parts) {
        const found = findUnstorableText(value, part);
        if (found) return reply.code(400).send(refusalBody(new HttpError(found.problem, { at: found.at })));
      }
    });
    done();
  },
  { name: 'text-guard' },
);
