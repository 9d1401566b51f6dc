import { lazy, type ComponentType } from 'react';

/** A screen loaded on first use (React.lazy), taken from a module's named export. */
export const lazyScreen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));
