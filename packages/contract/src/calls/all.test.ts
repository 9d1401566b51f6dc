import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from './all';
import type { CallDefinition } from '../define-call';

declare global {
  interface ImportMeta {
    /** Vite's (and so Vitest's) import of every module a pattern matches, done when the test is built. */
    glob: (patterns: string[], options: { eager: true }) => Record<string, Record<string, unknown>>;
  }
}

/**
 * Every area of calls: each `…Calls` export of a module in this folder, found here rather than listed, so that an
 * area that all.ts does not spread fails this test without the test having to be told of it.
 */
const areas = Object.values(
  import.meta.glob(['./*.ts', '!./*.test.ts', '!./all.ts'], { eager: true }),
).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Calls'))
    .map(([, area]) => area as Record<string, CallDefinition>),
);

const calls: [string, CallDefinition][] = Object.entries(allCalls);

const pathParams = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

describe('allCalls', () => {
  it('holds every call of every area under a unique key', () => {
    const areaKeys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect(Object.keys(allCalls).sort()).toEqual(areaKeys.sort());
  });

  it('has no two calls with the same method and path', () => {
    const routes = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(calls)('%s has a path that starts with /', (_name, call) => {
    expect(call.path.startsWith('/')).toBe(true);
  });

  it.each(calls)('%s has a params schema with exactly the params of its path', (_name, call) => {
    expect(Object.keys(call.params?.shape ?? {}).sort()).toEqual(pathParams(call.path).sort());
  });

  it.each(calls.filter(([, call]) => call.body !== undefined && call.bodyType === undefined))(
    '%s rejects fields that its JSON body does not know',
    (_name, call) => {
      expect(call.body).toBeInstanceOf(z.ZodObject);
      expect((call.body as z.ZodObject).def.catchall).toBeInstanceOf(z.ZodNever);
    },
  );
});
