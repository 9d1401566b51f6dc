// @ts-check
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web app's boundaries: features do not import each other; screens that combine them live in app/. */
const webFeatures = readdirSync(new URL('../apps/web/src/features/', import.meta.url));

const noServerCode = {
  group: ['**/apps/server/**', '@vve/server', '@vve/server/*'],
  message: 'The web app never imports server code.',
};

/** @type {import('typescript-eslint').ConfigArray} */
export const webRules = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerCode] }],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerCode,
            {
              regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((other) => other !== feature).join('|')})/`,
              message: 'Features do not import each other: compose them in apps/web/src/app/.',
            },
          ],
        },
      ],
    },
  })),
];
