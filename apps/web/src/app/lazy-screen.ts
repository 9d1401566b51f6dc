import { lazy, type ComponentType } from 'react';

/** A screen or dialog loaded on first use (React.lazy), taken from a module's named export. */
export const lazyScreen = <Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));
