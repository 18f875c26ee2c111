// The one way to declare a campaign's screens: each module is its own chunk, loaded when one of
// its screens is first shown, so the initial JavaScript is the shell alone.
//
//   const income = lazyScreens(() => import('./screens/Income.tsx'));
//   screens: { income: income('IncomePage') }

import { type ComponentType, createElement, lazy } from 'react';
import type { ScreenProps } from './app.tsx';

/** The names a module exports that are screens. */
export type ScreenName<M> = { [K in keyof M]: M[K] extends ComponentType<ScreenProps> ? K : never }[keyof M];

/** A screen whose chunk can be asked for before it renders. */
export type LazyScreen = ComponentType<ScreenProps> & { preload: () => Promise<unknown> };

/**
 * A component of a module loaded on demand. Once the chunk is in, it renders at once rather than
 * through React.lazy, which suspends on its first render even then; and React holds back the
 * commit that follows a suspension for up to 300 ms (its fallback throttle).
 */
export function lazyComponent<M, P extends object>(
  preload: () => Promise<M>,
  loaded: () => M | undefined,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const Suspending = lazy(() => preload().then((m) => ({ default: pick(m) })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, where a module declares its parts
  const Part = (props: P) => {
    const m = loaded();
    return createElement(m ? pick(m) : Suspending, props);
  };
  return Object.assign(Part, { preload });
}

/** A module's loader that remembers the module once it has arrived. */
export function onDemand<M>(load: () => Promise<M>): {
  preload: () => Promise<M>;
  loaded: () => M | undefined;
} {
  let module: M | undefined;
  // The module system loads a chunk once: an early ask is the same download the render waits on.
  const preload = () =>
    load().then((m) => {
      module = m;
      return m;
    });
  return { preload, loaded: () => module };
}

export function lazyScreens<M>(load: () => Promise<M>) {
  const { preload, loaded } = onDemand(load);
  return (name: ScreenName<M>): LazyScreen =>
    lazyComponent(preload, loaded, (m) => m[name] as ComponentType<ScreenProps>);
}
