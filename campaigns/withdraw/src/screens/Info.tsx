import { getSupportContacts } from '@h5/core-api/contracts/finance';
import { Async, api, Link, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import withdrawSteps from '../art/withdraw-steps.png';

// The explanatory pages. Texts are English keys translated per language.

function InfoPage({
  title,
  paragraphs,
  links,
  art,
}: {
  title: string;
  paragraphs: string[];
  links?: Array<[string, string]>;
  art?: { src: string; alt: string };
}) {
  return (
    <Page title={t(title)} className="wd-info">
      <article className="h5-card">
        <h2 className="wd-h">{t(title)}</h2>
        {art ? (
          // Campaign art is a raster from the build's width tiers: 288 CSS px wide takes the
          // 800 px tier on most phones and the original on 3× screens, in WebP where supported.
          <Img
            className="wd-info-art"
            src={art.src}
            alt={t(art.alt)}
            width={288}
            height={108}
            tiered
            webp
            eager
          />
        ) : null}
        {paragraphs.map((p) => (
          <p key={p}>{t(p)}</p>
        ))}
        {links ? (
          <nav className="wd-links">
            {links.map(([to, label]) => (
              <Link key={to} to={to}>
                {t(label)}
              </Link>
            ))}
          </nav>
        ) : null}
      </article>
    </Page>
  );
}

export const WITHDRAW_INTRO = [
  'Gifts you receive while singing and streaming become earnings in your local currency.',
  // The server names no payment delay: the record shows where each withdrawal is, not a promise.
  'Choose an amount and the account you want to be paid to. Each withdrawal is reviewed, then paid; the withdrawal record shows where each one is.',
  'A small fee is taken by the payment method; you see it before you confirm.',
  'If a withdrawal is rejected, its amount returns to your balance.',
];

export const VOUCHERS_INTRO = [
  'Diamond vouchers are rewards you can turn into coins.',
  'Each voucher can be used once, before the date shown on it.',
  'Used and expired vouchers stay listed for your records.',
];

export const PAYTM_INTRO = [
  'Paytm cash lets users in India withdraw earnings straight to a Paytm wallet.',
  'Bind the 10-digit mobile number of your Paytm account, choose an amount and confirm.',
];

export function WithdrawIntro(_: ScreenProps) {
  return (
    <InfoPage
      title="About withdrawals"
      paragraphs={WITHDRAW_INTRO}
      art={{ src: withdrawSteps, alt: 'Gifts become earnings, and earnings are paid to your account' }}
      links={[['record', 'Withdrawal record']]}
    />
  );
}

export function VouchersIntro(_: ScreenProps) {
  return <InfoPage title="About vouchers" paragraphs={VOUCHERS_INTRO} links={[['vouchers', 'Vouchers']]} />;
}

export function PaytmIntro(_: ScreenProps) {
  return (
    <InfoPage
      title="About Paytm cash"
      paragraphs={PAYTM_INTRO}
      links={[
        ['/v/paytm-about', 'About Paytm withdrawals'],
        ['/v/paytm-policy', 'Paytm withdrawal policy'],
        ['/v/paytm-contact', 'Contact us'],
      ]}
    />
  );
}

export function PaytmAbout(_: ScreenProps) {
  return (
    <InfoPage
      title="About Paytm withdrawals"
      paragraphs={[
        'Withdrawals to Paytm are paid in Indian rupees to the wallet of the mobile number you bind.',
        'The number must be a registered Paytm wallet with completed KYC, or the payment is returned.',
      ]}
      links={[['/v/withdraw-paytm/income', 'Paytm cash']]}
    />
  );
}

export function PaytmContact(_: ScreenProps) {
  // Support's address is config from the server, like the rest.
  const contacts = useResource(() => api().call(getSupportContacts, { platform: 'paytm' }));
  return (
    <Page title={t('Contact us')} className="wd-info">
      <article className="h5-card">
        <h2 className="wd-h">{t('Contact us')}</h2>
        <p>
          {t(
            'For questions about a Paytm withdrawal, write to us with your user ID and the date of the withdrawal.',
          )}
        </p>
        <Async r={contacts} height="1.5rem" compact>
          {(c) => (
            <p>
              <a href={`mailto:${c.email}`} data-testid="support-email">
                {/* An address, written as it is in every language. */}
                <bdi dir="ltr" translate="no">
                  {c.email}
                </bdi>
              </a>
            </p>
          )}
        </Async>
      </article>
    </Page>
  );
}

export function PaytmPolicy(_: ScreenProps) {
  return (
    <InfoPage
      title="Paytm withdrawal policy"
      paragraphs={[
        'Each withdrawal is reviewed before it is paid.',
        'We never ask for your Paytm password or one-time codes.',
        'Withdrawals found to come from fraud are cancelled and the account may be suspended.',
      ]}
    />
  );
}
