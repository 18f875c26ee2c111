// The one way to declare a campaign's screens: each module is its own chunk, loaded when one of
// its screens is first shown, so the initial JavaScript is the shell alone.
//
//   const income = lazyScreens(() => import('./screens/Income.tsx'));
//   screens: { income: income('IncomePage') }

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenProps } from './app.tsx';

/** The names a module exports that are screens. */
export type ScreenName<M> = { [K in keyof M]: M[K] extends ComponentType<ScreenProps> ? K : never }[keyof M];

/** A lazy screen whose chunk can be asked for before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload?: () => Promise<unknown>;
};

export function lazyScreens<M>(load: () => Promise<M>) {
  return (name: ScreenName<M>): LazyScreen =>
    Object.assign(
      lazy(() => load().then((m) => ({ default: m[name] as ComponentType<ScreenProps> }))),
      // The module system loads a chunk once: an early ask is the same download the render waits on.
      { preload: load },
    );
}
