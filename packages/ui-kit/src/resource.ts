// Server data for a screen: the loading, data and error of one fetch, as signals, with a
// reload. Screens read them with useSignals(); the latest load wins over earlier ones.

import { PENDING, valueNow } from '@h5/core-api';
import { type Signal, signal } from '@preact/signals-react';
import { afterFirstScreen } from './firstScreen.ts';

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
      try {
        const pending = fetcher();
        // An answer the page's HTML already holds is applied at once, not a microtask later: on
        // the first screen the load runs in its render (useLoaded), which then shows it. One still
        // on its way waits for that render to commit.
        const now = valueNow(pending);
        const v = now === PENDING ? await afterFirstScreen(pending) : now;
        if (my === seq) data.value = v;
        return v;
      } catch (e) {
        if (my === seq) {
          error.value = e;
          if (!opts.keepOnError) data.value = undefined;
        }
        return undefined;
      } finally {
        if (my === seq) loading.value = false;
      }
    },
    set(v) {
      data.value = v;
    },
  };
}
