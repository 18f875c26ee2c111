import { detectApp } from './appInfo.ts';

/**
 * Try to open the app with a deep link (hidden iframe; plus `location` on iOS, which ignores iframes).
 * If the page is not hidden within `timeoutMs` (1000), go to `storeUrl` and report 'to_store', else 'to_app'.
 * The iframe is removed after `iframeRemoveMs` (2000).
 */
export function openInApp(opts: {
  deepLink: string;
  storeUrl: string;
  timeoutMs?: number;
  iframeRemoveMs?: number;
  report?: (r: 'to_app' | 'to_store') => void;
}): Promise<'to_app' | 'to_store'> {
  const { deepLink, storeUrl, timeoutMs = 1000, iframeRemoveMs = 2000, report } = opts;
  const doc = document;
  return new Promise((resolve) => {
    // The app opening shows as the page hiding, leaving (pagehide) or losing focus to the app
    // (blur, where a web view neither hides nor leaves): any of them cancels the store fallback.
    const onHide = () => doc.hidden && finish('to_app');
    const onLeave = () => finish('to_app');
    let done = false;
    const finish = (r: 'to_app' | 'to_store') => {
      if (done) return;
      done = true;
      clearTimeout(t);
      doc.removeEventListener('visibilitychange', onHide);
      removeEventListener('pagehide', onLeave);
      removeEventListener('blur', onLeave);
      try {
        report?.(r);
      } catch {}
      if (r === 'to_store') location.assign(storeUrl);
      resolve(r);
    };
    const t = setTimeout(() => finish(doc.hidden ? 'to_app' : 'to_store'), timeoutMs);
    doc.addEventListener('visibilitychange', onHide);
    addEventListener('pagehide', onLeave);
    addEventListener('blur', onLeave);
    const f = doc.createElement('iframe');
    f.style.display = 'none';
    f.src = deepLink;
    doc.body.appendChild(f);
    setTimeout(() => f.remove(), iframeRemoveMs);
    if (detectApp().platform === 'ios') location.href = deepLink;
  });
}
