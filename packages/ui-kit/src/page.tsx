import { bridge } from '@h5/bridge';
import type { ReactNode } from 'react';
import { BackIcon } from './icon.tsx';
import { RetryGroupProvider } from './retryGroup.tsx';
import { back } from './router.ts';
import { appInfo, t } from './store.ts';

/** A screen's frame: in a browser a header with a back button; in the app the native bar has the title. */
export function Page({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const inApp = appInfo().inApp;
  return (
    <main className={className ? `h5-page ${className}` : 'h5-page'}>
      {inApp ? null : (
        <header className="h5-header">
          <button className="h5-icon-button h5-back" onClick={back} aria-label={t('Back')}>
            <BackIcon />
          </button>
          <h1>{title}</h1>
        </header>
      )}
      <RetryGroupProvider screen>{children}</RetryGroupProvider>
    </main>
  );
}

/** Closes the web view in the app, goes back in a browser. */
export function closePage() {
  void bridge.close();
}
