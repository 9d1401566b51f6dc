import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

type StorageArea = 'localStorage' | 'sessionStorage';

/** One text value kept in web storage, validated when read and observable from React. */
export const createStoredValue = <T extends string>(area: StorageArea, key: string, schema: z.ZodType<T>) => {
  const listeners = new Set<() => void>();

  const read = (): T | undefined => {
    try {
      return schema.safeParse(window[area].getItem(key)).data;
    } catch {
      return undefined; // storage blocked by the browser: nothing is kept
    }
  };

  const write = (value: T | undefined): void => {
    try {
      if (value === undefined) window[area].removeItem(key);
      else window[area].setItem(key, value);
    } catch {
      // storage blocked by the browser: nothing is kept
    }
    listeners.forEach((listener) => {
      listener();
    });
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const useValue = (): T | undefined => useSyncExternalStore(subscribe, read);

  return { read, write, subscribe, useValue };
};
