import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page whose code loads when it is first rendered; `name` is its named export. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
