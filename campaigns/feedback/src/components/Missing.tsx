import { LinkButtons, t } from '@h5/ui-kit';

/** A link to something that is not there: one sentence and the way to the help center. */
export function Missing({ text }: { text: string }) {
  return (
    <div className="h5-state fb-missing" data-testid="missing">
      <p>{t(text)}</p>
      <LinkButtons links={[{ to: '/v/feedback/index', label: 'Go to the help center' }]} />
    </div>
  );
}
