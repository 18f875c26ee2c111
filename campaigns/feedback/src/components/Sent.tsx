import { closePage, Page, t } from '@h5/ui-kit';

/** A form's end: what happened, and the way out (closes the web view in the app, back in a browser). */
export function Sent({ title, text }: { title: string; text: string }) {
  return (
    <Page title={t(title)} className="fb-page">
      <div className="h5-state fb-sent" data-testid="sent">
        <span className="fb-sent-art" aria-hidden="true" />
        <p>{t(text)}</p>
        <button type="button" className="h5-button" onClick={closePage}>
          {t('Done')}
        </button>
      </div>
    </Page>
  );
}
