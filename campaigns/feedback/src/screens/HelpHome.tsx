// The help center: the questions most asked, the categories (first level), system notices, the
// tools (my feedback, clear data, FAQ) and contact us, open to visitors; writing to the team
// asks a visitor to sign in.

import { MenuList } from '@h5/blocks/menu-list';
import { Async, api, Link, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { ChatIcon, HelpIcon, TrashIcon } from '@h5/ui-kit/icon';
import { useEffect, useRef, useState } from 'react';
import { ContactForm } from '../components/ContactForm.tsx';
import { CategoryIcon, QuestionRows } from '../components/help.tsx';
import { HELP_TREE_READ, NOTICES_READ } from '../reads.ts';
import { HELP_CENTER_TITLE } from '../routes.ts';

/** The help center's menu icons are drawn in the product's purple. */
const MENU_ICON = '#7b3fe4';

const NOTICES_SHOWN = 3;
const HOT_ROWS = 4;
const CATEGORY_TILES = 4;

/** The questions and categories while they load, in their own boxes (the shell draws the same). */
function TreePlaceholder() {
  return (
    <>
      <section className="h5-card fb-card">
        <h3 className="fb-h">{t('Top questions')}</h3>
        <ul className="fb-rows">
          {Array.from({ length: HOT_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
            <li key={i} className="fb-row">
              <span className="h5-line-skeleton" />
            </li>
          ))}
        </ul>
      </section>
      <div className="fb-cats">
        {Array.from({ length: CATEGORY_TILES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder tiles
          <span key={i} className="fb-cat">
            <span className="fb-cat-icon fb-cat-icon-skeleton" />
            <span className="h5-line-skeleton fb-cat-skeleton" />
          </span>
        ))}
      </div>
    </>
  );
}

export function HelpHome({ query }: ScreenProps) {
  const tree = useResource(() => api().call(HELP_TREE_READ.call, {}), []);
  const notices = useResource(() => api().call(NOTICES_READ.call, { page: 1 }), []);
  const [writing, setWriting] = useState(query.get('contact') === '1');
  const form = useRef<HTMLElement>(null);
  useEffect(() => {
    if (writing && query.get('contact') === '1') form.current?.scrollIntoView();
  }, [writing, query]);

  return (
    <Page title={t(HELP_CENTER_TITLE)} className="fb-page">
      <section className="fb-hero fb-hero-home">
        <h2>{t('How can we help?')}</h2>
        <p>{t('Find an answer, or write to us.')}</p>
      </section>
      <Async r={tree} placeholder={<TreePlaceholder />}>
        {({ categories, hot }) => (
          <>
            <section className="h5-card fb-card">
              <h3 className="fb-h">{t('Top questions')}</h3>
              <QuestionRows questions={hot} testId="hot" />
            </section>
            <nav className="fb-cats" aria-label={t('Categories')} data-testid="categories-grid">
              {categories.map((c) => (
                <Link key={c.id} to="/v/feedback/questionList" query={{ category: c.id }} className="fb-cat">
                  <CategoryIcon c={c} />
                  <bdi>{c.title}</bdi>
                </Link>
              ))}
            </nav>
          </>
        )}
      </Async>
      <section className="h5-card fb-card">
        <MenuList
          label="More help"
          items={[
            {
              to: '/v/feedback/history',
              label: 'My feedback',
              icon: <ChatIcon size={24} color={MENU_ICON} />,
              testId: 'to-history',
            },
            {
              to: '/v/feedback/clear-data',
              label: 'Clear app data',
              icon: <TrashIcon size={24} color={MENU_ICON} />,
              testId: 'to-clear-data',
            },
            {
              to: '/v/faq/smd',
              label: 'Frequently asked questions',
              icon: <HelpIcon size={24} color={MENU_ICON} />,
            },
          ]}
        />
      </section>
      <section className="h5-card fb-card">
        <h3 className="fb-h">{t('System notices')}</h3>
        <Async
          r={notices}
          height="2.4rem"
          compact
          isEmpty={(p) => p.list.length === 0}
          empty={t('No notices')}
        >
          {({ list }) => (
            <ul className="fb-rows" data-testid="notices">
              {list.slice(0, NOTICES_SHOWN).map((n) => (
                <li key={n.id}>
                  <Link
                    to={`/v/feedback/systemdetail/${encodeURIComponent(n.id)}`}
                    className="fb-row fb-row-two"
                  >
                    <bdi className="fb-row-title">{n.title}</bdi>
                    <bdi className="h5-muted">{n.summary}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Async>
      </section>
      <section className="h5-card fb-card" ref={form} data-testid="contact">
        <h3 className="fb-h">{t('Contact us')}</h3>
        {writing ? (
          <ContactForm />
        ) : (
          <>
            <p className="h5-muted">
              {t('Did not find your answer? Write to the team: its reply comes to your feedback history.')}
            </p>
            <button
              type="button"
              className="h5-button h5-button-block"
              onClick={() => setWriting(true)}
              data-testid="write"
            >
              {t('Write to us')}
            </button>
          </>
        )}
      </section>
    </Page>
  );
}
