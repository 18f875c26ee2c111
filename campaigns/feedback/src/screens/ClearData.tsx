// Clear app data: the steps for the user's phone, and in an app that can (the clearCache gate)
// one button that asks the app to clear its cache, after the user confirmed. Older apps and
// browsers see the steps only.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { bridge } from '@h5/bridge';
import { appInfo, Page, type ScreenProps, t, toast, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';
import {
  CLEAR_FAILED_MESSAGE,
  CLEARED_MESSAGE,
  canClearInApp,
  stepsFor,
  UPDATE_APP_NOTE,
} from '../clearData.ts';

export function ClearData(_: ScreenProps) {
  const app = appInfo();
  const inApp = canClearInApp(app);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const [clear, clearing] = useSingleFlight(async () => {
    setAsking(false);
    const ok = await bridge.clearCache();
    setResult(ok ? 'done' : 'failed');
    toast(t(ok ? CLEARED_MESSAGE : CLEAR_FAILED_MESSAGE));
  });
  return (
    <Page title={t('Clear app data')} className="fb-page">
      <section className="fb-hero">
        <h2>{t('Is the app slow or showing old pages?')}</h2>
        <p>{t('Clearing the cache often helps. Your account, recordings and coins are not touched.')}</p>
      </section>
      {inApp ? (
        <section className="h5-card fb-card" data-testid="clear-in-app">
          <button
            type="button"
            className="h5-button h5-button-block"
            disabled={clearing}
            onClick={() => setAsking(true)}
            data-testid="clear-now"
          >
            {clearing ? t('Clearing…') : t('Clear the cache now')}
          </button>
          {result === 'done' ? (
            <p className="fb-ok" data-testid="cleared">
              {t(CLEARED_MESSAGE)}
            </p>
          ) : null}
          {result === 'failed' ? (
            <p className="h5-field-error" role="alert">
              {t(CLEAR_FAILED_MESSAGE)}
            </p>
          ) : null}
        </section>
      ) : app.inApp ? (
        <p className="fb-note" data-testid="update-app">
          {t(UPDATE_APP_NOTE)}
        </p>
      ) : null}
      <section className="h5-card fb-card">
        <h3 className="fb-h">{t('Clear it yourself')}</h3>
        <ol className="fb-steps" data-testid="steps">
          {stepsFor(app).map((s) => (
            <li key={s}>{t(s)}</li>
          ))}
        </ol>
      </section>
      <ConfirmAction
        open={asking}
        title={t('Clear the cache?')}
        confirmLabel={t('Clear')}
        onConfirm={() => void clear()}
        onCancel={() => setAsking(false)}
        confirmTestId="confirm-clear"
      >
        <p>{t('Downloaded songs and pictures will load again the next time you open them.')}</p>
      </ConfirmAction>
    </Page>
  );
}
