import { t } from '@h5/ui-kit';
import { telHref } from './helpLine.ts';

/**
 * The operator's help line: their WhatsApp, and a call button where the operator takes calls for
 * this account (spec 3 `have_phone`); an empty line of the same height when there is none.
 */
export function HelpLine({ whatsapp, phone }: { whatsapp: string | null; phone: boolean }) {
  const tel = phone && whatsapp ? telHref(whatsapp) : null;
  return whatsapp ? (
    <p className="qr-help qr-muted" data-testid="help">
      {t('Need help? WhatsApp')} <bdi dir="ltr">{whatsapp}</bdi>
      {tel ? (
        <a className="qr-help-call" href={tel} data-testid="help-call">
          {t('Call')}
        </a>
      ) : null}
    </p>
  ) : (
    <p className="qr-help qr-muted">{'\u00a0'}</p>
  );
}
