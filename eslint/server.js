// @ts-check

/** The server's boundaries. */
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
];
