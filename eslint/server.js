// @ts-check

/**
 * The server's layers (docs/architecture.md): a route validates, authorizes with a policy, runs a command
 * or a read (or a query, presented) and sends the answer; a job (jobs/) is the same for work the job queue runs.
 * Routes and jobs import commands, reads, queries, policies, presenters and lib; a read joins a query's rows and
 * a presenter's fields; those import only db/, lib/ and the contract (commands may use queries, presenters the
 * queries' row types and row choices; queries never present); plugins import only db/ and lib/; lib/ imports nothing of the server; db/ knows no HTTP; the demo data
 * (seed/) is made with commands, db/ and lib/. Tests may compose freely.
 */
const src = './apps/server/src';
const layer = (/** @type {string} */ name) => `${src}/${name}`;
const everythingBut = (/** @type {string[]} */ allowed) =>
  [
    'app.ts',
    'main.ts',
    'config.ts',
    'logging.ts',
    'db',
    'lib',
    'plugins',
    'routes',
    'jobs',
    'commands',
    'reads',
    'queries',
    'policies',
    'presenters',
    'seed',
  ]
    .filter((name) => !allowed.includes(name))
    .map(layer);

const zones = [
  {
    target: layer('routes'),
    allowed: ['routes', 'commands', 'reads', 'queries', 'policies', 'presenters', 'lib'],
  },
  {
    target: layer('jobs'),
    allowed: ['jobs', 'commands', 'reads', 'queries', 'policies', 'presenters', 'lib'],
  },
  { target: layer('commands'), allowed: ['commands', 'queries', 'db', 'lib'] },
  { target: layer('reads'), allowed: ['reads', 'queries', 'presenters', 'db', 'lib'] },
  { target: layer('queries'), allowed: ['queries', 'db', 'lib'] },
  { target: layer('policies'), allowed: ['policies', 'db', 'lib'] },
  { target: layer('presenters'), allowed: ['presenters', 'queries', 'db', 'lib'] },
  { target: layer('plugins'), allowed: ['plugins', 'db', 'lib'] },
  { target: layer('db'), allowed: ['db', 'lib'] },
  { target: layer('lib'), allowed: ['lib'] },
  { target: layer('seed'), allowed: ['seed', 'commands', 'db', 'lib'] },
]
  .map(({ target, allowed }) => ({
    target,
    from: everythingBut(allowed),
    message: `${target.replace(`${src}/`, '')} may import only ${allowed.join(', ')} and the contract.`,
  }))
  .concat({
    target: layer('db'),
    from: [layer('lib/http-error.ts')],
    message: 'db/ knows no HTTP: answer undefined, and let the query say 404.',
  });

/** @type {import('typescript-eslint').ConfigArray} */
export const serverRules = [
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@vve/web', '@vve/web/*'],
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
];
