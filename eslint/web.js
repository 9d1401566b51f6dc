// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const src = 'apps/web/src';
const app = `${src}/app`;
const features = `${src}/features`;
const components = `${src}/components`;
const lib = `${src}/lib`;
const test = `${src}/test`;

const webFeatures = readdirSync(new URL(`../${features}/`, import.meta.url));

const noServerCode = {
  group: ['**/apps/server/**', '@vve/server', '@vve/server/*'],
  message: 'The web app never imports server code.',
};

/**
 * The web app's layers: app/ (providers, router, every screen) composes features/<area>/, which build on
 * components/ and lib/ (and the contract). A feature imports no other feature and not app/; components/ and
 * lib/ import no feature and not app/; only tests import the test helpers. Tests may compose across the layers.
 */
const layerZones = [
  ...webFeatures.map((feature) => ({
    target: `${features}/${feature}`,
    from: features,
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in a screen in apps/web/src/app/.',
  })),
  {
    target: features,
    from: app,
    message: 'Features do not import app/: the app composes the features.',
  },
  {
    target: [components, lib],
    from: [features, app],
    message: 'Shared components and lib/ import no feature and not app/.',
  },
  {
    target: [app, features, components, lib],
    from: test,
    message: 'Only tests import the test helpers.',
  },
];

/** @type {import('typescript-eslint').ConfigArray} */
export const webRules = [
  {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerCode] }],
    },
  },
  {
    files: [`${src}/**/*.{ts,tsx}`],
    ignores: [`${src}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('..', import.meta.url)), zones: layerZones },
      ],
    },
  },
];
