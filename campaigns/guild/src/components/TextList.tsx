import { Page, t } from '@h5/ui-kit';

/** A screen of numbered texts (rules, tips), each an English key. */
export function TextList({ title, items, art }: { title: string; items: readonly string[]; art: string }) {
  return (
    <Page title={t(title)} className="gd-page">
      <div className={`gd-banner ${art}`} aria-hidden="true" />
      <ol className="h5-card gd-text-list" data-testid="text-list">
        {items.map((text) => (
          <li key={text}>{t(text)}</li>
        ))}
      </ol>
    </Page>
  );
}
