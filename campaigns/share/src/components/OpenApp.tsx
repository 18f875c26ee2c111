// The way into the app from every share page: a bar at the top (the app's mark, its name and one
// button) and the page's main button at the bottom. Both open the app screen of what the page
// shows; from a browser the platform tries the app, then the store, and reports which.

import { downloadOrigin, openAppScreen, t } from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import { type AppTarget, appLinkFor, createOpener } from '../openApp.ts';
import { downloadOriginOf } from '../shareLink.ts';

const OPEN_IN_APP = 'Open in the app';
const OPENING_APP = 'Opening the app…';
const APP_TAGLINE = 'Sing, duet and go live with friends';

function useOpenApp(target: AppTarget): [() => void, boolean] {
  const [busy, setBusy] = useState(false);
  const tap = useMemo(() => {
    // The link the visitor landed on names the attribution; a tile's link to another recording
    // does not carry it, so it is kept from the first page on (a promotion's own wins).
    const origin = downloadOriginOf(new URLSearchParams(location.search));
    if (origin && !downloadOrigin.value) downloadOrigin.value = origin;
    return createOpener(openAppScreen, setBusy);
  }, []);
  const link = appLinkFor(target);
  return [() => void tap(link), busy];
}

export function OpenAppBar({ target }: { target: AppTarget }) {
  const [open, busy] = useOpenApp(target);
  return (
    <div className="sh-appbar">
      <span className="sh-logo" aria-hidden="true" />
      <div className="sh-appbar-text">
        <strong translate="no">StarMaker</strong>
        <span>{t(APP_TAGLINE)}</span>
      </div>
      <button
        type="button"
        className="h5-button sh-appbar-open"
        onClick={open}
        aria-busy={busy}
        data-testid="open-app-bar"
      >
        {t('Open')}
      </button>
    </div>
  );
}

export function OpenAppButton({
  target,
  label = OPEN_IN_APP,
  testId = 'open-app',
}: {
  target: AppTarget;
  label?: string;
  testId?: string;
}) {
  const [open, busy] = useOpenApp(target);
  return (
    <div className="sh-foot">
      <button
        type="button"
        className="h5-button h5-button-block sh-foot-button"
        onClick={open}
        aria-busy={busy}
        data-testid={testId}
      >
        {busy ? t(OPENING_APP) : t(label)}
      </button>
    </div>
  );
}
