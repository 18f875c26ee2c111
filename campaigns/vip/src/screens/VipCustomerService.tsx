// Spec 2 /v/vip-customer-service: the contact channels the server gives (WhatsApp, e-mail) and
// when the team answers. A contact that is not well formed is shown as text, never linked.

import { Async, api, Page, Skeleton, t, useResource } from '@h5/ui-kit';
import { Fragment } from 'react';
import { Hero } from '../components/Hero.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { CONTACT_US, mailLink, whatsappLink } from '../contact.ts';
import { CUSTOMER_SERVICE_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useVipCard } from '../useVip.ts';

export function VipCustomerService() {
  const card = useVipCard();
  const r = useResource(() => api().call(CUSTOMER_SERVICE_READ.call, {}), []);
  return (
    <Page title={t(TITLES.service)} className="vip-page">
      <Hero line={t(CONTACT_US)} />
      <VipStatus card={card} />
      <Async r={r} placeholder={<Skeleton height="10rem" />}>
        {(c) => (
          <section className="h5-card vip-contacts" data-testid="contacts">
            <Contact label="WhatsApp" value={c.whatsapp} link={whatsappLink(c.whatsapp)} testId="whatsapp" />
            <Contact label="E-mail" value={c.email} link={mailLink(c.email)} testId="email" />
            {c.hours ? (
              <p className="vip-hours">
                <span className="h5-muted">{t('Opening hours')}</span> <bdi>{c.hours}</bdi>
              </p>
            ) : null}
          </section>
        )}
      </Async>
      <VipMenu />
    </Page>
  );
}

function Contact({
  label,
  value,
  link,
  testId,
}: {
  label: string;
  value: string;
  link: string | null;
  testId: string;
}) {
  if (!value.trim()) return null;
  return (
    <div className="vip-contact">
      <span className="vip-contact-label">{t(label)}</span>
      <bdi className="vip-contact-value" dir="ltr" translate="no">
        {/* An address too long for its line breaks after its @ or before a dot, never mid-word. */}
        {value.split(/(?<=@)|(?=\.)/).map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <Fragment key={i}>
            {i > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </bdi>
      {link ? (
        <a
          className="h5-button vip-contact-go"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={testId}
        >
          {t(label === 'WhatsApp' ? 'Chat on WhatsApp' : 'Write an e-mail')}
        </a>
      ) : null}
    </div>
  );
}
