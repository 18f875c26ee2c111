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

export function lazyScreens<M>(load: () => Promise<M>) {
  let module: M | undefined;
  // The module system loads a chunk once: an early ask is the same download the render waits on.
  const preload = () =>
    load().then((m) => {
      module = m;
      return m;
    });
  return (name: ScreenName<M>): LazyScreen => {
    const Suspending = lazy(() =>
      preload().then((m) => ({ default: m[name] as ComponentType<ScreenProps> })),
    );
    // Once the chunk is in, the screen renders at once rather than through React.lazy, which
    // suspends on its first render even then; and React holds back the commit that follows a
    // suspension for up to 300 ms (its fallback throttle), time the first screen's data waited.
    // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, where the campaign declares its screens
    const Screen = (props: ScreenProps) =>
      createElement((module?.[name] as ComponentType<ScreenProps> | undefined) ?? Suspending, props);
    return Object.assign(Screen, { preload });
  };
}
