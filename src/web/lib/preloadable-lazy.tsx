import { type ComponentType, lazy, type ReactElement } from 'react';

/**
 * A lazily loaded component that renders at once, without suspending, once its code is here. A page
 * drawn on the server hydrates its lazy parts with the rest when their code was loaded beforehand
 * (the player's lesson, decision 315) instead of one task later, and a lesson that is opened again
 * never shows its loading line.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | null = null;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => remember().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level, as lazy() is.
  function Component(props: Props): ReactElement {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload: () => remember().then(() => undefined) };
}
