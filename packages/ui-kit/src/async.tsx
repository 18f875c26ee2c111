// The one read idiom of a screen: `useResource(fetcher)` loads once the screen mounts, and
// `<Async>` shows its three states the same way everywhere: a placeholder with the content's
// height (nothing shifts), one plain error with a retry that reloads what failed, or a sign-in
// prompt when the server says nobody is signed in (never a retry that cannot succeed).

import { isNotFound, isNotLoggedIn } from '@h5/core-api';
import { computed, untracked } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type DependencyList, type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { EmptyState, ErrorState, Skeleton } from './feedback.tsx';
import { firstScreenRendering } from './firstScreen.ts';
import type { LinkButton } from './link.tsx';
import { NotFoundState } from './notFound.tsx';
import { createResource, type Resource } from './resource.ts';
import { listScreenRead } from './retryGroup.tsx';
import { SignInPrompt } from './signIn.tsx';

/**
 * Starts a screen's reads as it mounts (and when `deps` change), before the browser paints it.
 * The first screen's reads were started by the page's HTML and have usually answered by then:
 * their data renders in the same frame as the screen, with no frame of placeholders between (a
 * passive effect would run only after that frame was painted).
 *
 * `{ inFirstRender: true }`, for a load that applies its answers through `applyAnswer` (or a
 * resource's load): on the page's first screen it starts in the render instead, and that render
 * shows the answers the page's HTML already holds, with no render of placeholders and no second
 * render once they arrive. React may start the render again before committing; the client shares
 * identical reads meanwhile (startCampaign turns `shareReads` on). What the load returns to stop
 * it still runs when the screen unmounts.
 */
export function useLoadOnMount(
  load: () => (() => void) | unknown,
  deps: DependencyList,
  opts: { inFirstRender?: boolean } = {},
): void {
  const started = useMemo(
    () => (opts.inFirstRender && firstScreenRendering() ? { stop: untracked(load) } : null),
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again
    deps,
  );
  useLayoutEffect(
    () => {
      const stop = started ? started.stop : load();
      // A load may return what stops it (a poll, a stale answer's guard); a promise is not that.
      return typeof stop === 'function' ? (stop as () => void) : undefined;
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again
    deps,
  );
}

/**
 * Loads a resource as the screen mounts; on the page's first screen, in its render
 * (useLoadOnMount's `inFirstRender`): the resource applies an answer already here at once, one
 * still on its way once that render has committed (resource.ts).
 *
 * For a resource kept beyond the screen (a wallet several screens show); a screen's own reads
 * are `useResource`.
 */
export function useLoaded<T>(r: Resource<T>): void {
  useLoadOnMount(() => r.load(), [r], { inFirstRender: true });
  // Listed for the page's retry (retryGroup.tsx), whether or not its failure is on screen.
  useLayoutEffect(() => listScreenRead(r), [r]);
}

/**
 * A resource for this screen, loaded on mount (see useLoaded) and again when `deps` change;
 * with `refreshMs`, again every so often while the screen is open (a live score).
 */
export function useResource<T>(
  fetcher: () => Promise<T>,
  deps: DependencyList = [],
  opts: { keepOnError?: boolean; refreshMs?: number } = {},
): Resource<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when the fetcher changes
  const r = useMemo(() => createResource(fetcher, opts), deps);
  useLoaded(r);
  useRefresh(r, opts.refreshMs);
  return r;
}

/**
 * Loads `r` again every `ms` while the screen is open and the page is in view: a phone in a
 * pocket, or the app in the background, spends no data on a score nobody sees.
 */
function useRefresh(r: Resource<unknown>, ms: number | undefined): void {
  useEffect(() => {
    if (!ms) return;
    const id = setInterval(() => document.hidden || void r.load(), ms);
    return () => clearInterval(id);
  }, [r, ms]);
}

type DataOf<R> = { [K in keyof R]: R[K] extends Resource<infer T> ? T : never };

/**
 * Several resources read as one: data once all arrived, the first error, and a reload of only
 * those that failed, so a screen of several blocks shows one failure with one retry.
 */
export function allOf<R extends Resource<unknown>[]>(...resources: R): Resource<DataOf<R>> {
  const data = computed(() => {
    const values = resources.map((r) => r.data.value);
    return values.some((v) => v === undefined) ? undefined : (values as DataOf<R>);
  });
  const error = computed(() => resources.find((r) => r.error.value)?.error.value ?? null);
  const loading = computed(() => resources.some((r) => r.loading.value));
  return {
    data,
    error,
    loading,
    async load() {
      const failed = resources.filter((r) => r.error.value || r.data.value === undefined);
      await Promise.all((failed.length ? failed : resources).map((r) => r.load()));
      return data.value;
    },
    set() {
      throw new Error('allOf() resources are read-only');
    },
  } as unknown as Resource<DataOf<R>>;
}

export interface AsyncProps<T> {
  r: Resource<T>;
  /** The placeholder's height while loading: the height of what arrives. */
  height?: string | number;
  /** A placeholder of its own (a list of skeleton rows) instead of one block. */
  placeholder?: ReactNode;
  /** When the data counts as empty, this shows instead (a sentence, as an English key). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** A compact error for a secondary block inside a card; the page around it stays. */
  compact?: boolean;
  /**
   * What the read names may not exist (an id from a link): the server's "not found" (an HTTP or
   * business 404, or one of `codes`) shows `text` and the way on instead of a retry.
   */
  notFound?: NotFoundProps;
  children: (data: T) => ReactNode;
}

export interface NotFoundProps {
  /** The area's own codes for "does not exist", beside 404. */
  codes?: readonly number[];
  /** An English key: "This card does not exist." */
  text: string;
  /** Where to go instead: the list, the contest, making one's own. */
  wayOn?: LinkButton;
}

export function Async<T>({
  r,
  height = '3rem',
  placeholder,
  isEmpty,
  empty,
  compact,
  notFound,
  children,
}: AsyncProps<T>) {
  useSignals();
  const err = r.error.value;
  if (err)
    return <ReadError error={err} onRetry={() => void r.load()} compact={compact} notFound={notFound} />;
  const d = r.data.value;
  if (d === undefined) return <>{placeholder ?? <Skeleton height={height} />}</>;
  if (isEmpty?.(d)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(d)}</>;
}

/**
 * A failed read in a block's place: the sign-in prompt when the server says nobody is signed in
 * (the retry after signing in reloads it), the not-found state with its way on when it says the
 * thing named does not exist, otherwise one plain sentence with a retry.
 */
export function ReadError({
  error,
  onRetry,
  compact,
  notFound,
}: {
  error: unknown;
  onRetry: () => void;
  compact?: boolean | undefined;
  notFound?: NotFoundProps | undefined;
}) {
  if (isNotLoggedIn(error)) return <SignInPrompt onSignedIn={onRetry} />;
  if (notFound && isNotFound(error, notFound.codes))
    return <NotFoundState text={notFound.text} wayOn={notFound.wayOn} />;
  return <ErrorState error={error} onRetry={onRetry} compact={compact} />;
}
