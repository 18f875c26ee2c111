import { t } from '@h5/ui-kit';

/** The operator's WhatsApp for help; an empty line of the same height when there is none. */
export function HelpLine({ whatsapp }: { whatsapp: string | null }) {
  return whatsapp ? (
    <p className="qr-help qr-muted" data-testid="help">
      {t('Need help? WhatsApp')} <bdi dir="ltr">{whatsapp}</bdi>
    </p>
  ) : (
    <p className="qr-help qr-muted">{'\u00a0'}</p>
  );
}
