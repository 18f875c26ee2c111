// Server data for a screen: the loading, data and error of one fetch, as signals, with a
// reload. Screens read them with useSignals(); the latest load wins over earlier ones.

import { type Signal, signal } from '@preact/signals-react';
import { applyAnswer } from './firstScreen.ts';

export interface Resource<T> {
  data: Signal<T | undefined>;
  error: Signal<unknown>;
  loading: Signal<boolean>;
  load(): Promise<T | undefined>;
  /** Replaces the data locally (after a call that changed it). */
  set(value: T): void;
}

export function createResource<T>(
  fetcher: () => Promise<T>,
  opts: { keepOnError?: boolean } = {},
): Resource<T> {
  const data = signal<T | undefined>(undefined);
  const error = signal<unknown>(null);
  const loading = signal(false);
  let seq = 0;
  return {
    data,
    error,
    loading,
    async load() {
      const my = ++seq;
      loading.value = true;
      error.value = null;
      let got: T | undefined;
      const fail = (e: unknown) => {
        if (my !== seq) return;
        error.value = e;
        if (!opts.keepOnError) data.value = undefined;
      };
      try {
        // On the first screen the load runs in its render (useLoaded): an answer the page's HTML
        // already holds is applied before this returns, and that render shows it.
        const later = applyAnswer(
          fetcher(),
          (v) => {
            got = v;
            if (my === seq) data.value = v;
          },
          fail,
        );
        if (later) await later;
      } catch (e) {
        fail(e);
      } finally {
        if (my === seq) loading.value = false;
      }
      return got;
    },
    set(v) {
      data.value = v;
    },
  };
}
