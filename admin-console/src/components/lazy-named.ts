import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The constraint React.lazy itself puts on a component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a module's named export (lazy wants a default one): the screen's code is downloaded the
 * first time it is drawn.
 */
export function lazyNamed<Name extends string, Component extends AnyComponent>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
