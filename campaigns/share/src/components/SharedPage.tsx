// The frame of a page that shows one shared thing read by its id (a profile, a playlist, a room):
// the app bar, then the thing, or the incomplete link, or the gone sentence, or a failed read with
// its retry, or a placeholder of the thing's height while it loads.
import { api, Page, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import type { AppTarget } from '../openApp.ts';
import { Gone, INCOMPLETE_LINK, MainReadError } from './Gone.tsx';
import { OpenAppBar } from './OpenApp.tsx';
import { useDeviceReport } from './useDeviceReport.ts';

export function SharedPage<T>({
  title,
  id,
  target,
  read,
  height,
  children,
}: {
  title: string;
  /** The id the link names, null when it names none usable. */
  id: string | null;
  target: (id: string) => AppTarget;
  read: (id: string, client: ReturnType<typeof api>) => Promise<T>;
  height: string;
  children: (data: T, id: string) => ReactNode;
}) {
  useSignals();
  useDeviceReport();
  const r = useResource(() => (id ? read(id, api()) : Promise.resolve(undefined)), [id]);
  const data = r.data.value;
  const err = r.error.value;
  let body: ReactNode;
  if (!id) body = <Gone message={INCOMPLETE_LINK} />;
  else if (err) body = <MainReadError error={err} onRetry={() => void r.load()} />;
  else if (data === undefined) body = <Skeleton height={height} />;
  else body = children(data as T, id);
  return (
    <Page title={t(title)} className="sh-page">
      <OpenAppBar target={id ? target(id) : { screen: 'home' }} />
      {body}
    </Page>
  );
}
