// Spec 2 /v/summary-2019: the signed-in user's 2019 on stage in numbers, computed by the server
// from their history, and a share of the page.

import { ShareButton } from '@h5/blocks/share';
import { formatNumber } from '@h5/i18n';
import { Async, api, language, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { YEAR_SUMMARY_READ } from '../reads.ts';
import { SUMMARY_TEXTS, TITLES } from '../texts.ts';

export const SUMMARY_YEAR = 2019;

export function Summary(_: ScreenProps) {
  useSignals();
  const lang = language.value;
  const r = useResource(() => api().call(YEAR_SUMMARY_READ.call, { year: SUMMARY_YEAR }), []);
  const title = t(TITLES.summary);
  return (
    <Page title={title} className="ac-page">
      <Async r={r} height="24rem">
        {(d) => (
          <article className="ac-summary" data-testid="summary">
            <header className="ac-hero">
              <Avatar src={d.avatar} size={72} />
              <h1 className="ac-title">{title}</h1>
              <p className="ac-slogan">
                <UserName name={d.stage_name} /> · {t(SUMMARY_TEXTS.intro)}
              </p>
            </header>
            <ul className="ac-stats">
              <li data-testid="stat">{t(SUMMARY_TEXTS.songs, { n: d.songs })}</li>
              <li data-testid="stat">{t(SUMMARY_TEXTS.listeners, { n: d.listeners })}</li>
              <li data-testid="stat">{t(SUMMARY_TEXTS.gifts, { n: d.gifts_received })}</li>
              <li data-testid="stat">{t(SUMMARY_TEXTS.followers, { n: d.followers_gained })}</li>
            </ul>
            <section className="h5-card">
              <h2>{t(SUMMARY_TEXTS.topSong)}</h2>
              <p className="ac-top-song">
                <bdi>{d.top_song}</bdi>
              </p>
              <p>{t(SUMMARY_TEXTS.bestRank, { rank: formatNumber(lang, d.best_rank) })}</p>
            </section>
            <ShareButton
              className="h5-button"
              promotion={{
                title,
                share_title: title,
                share_desc: t(SUMMARY_TEXTS.intro),
                share_cover: '',
                share_link: '',
                slogan: t(SUMMARY_TEXTS.intro),
                is_share_copy: false,
              }}
            />
          </article>
        )}
      </Async>
    </Page>
  );
}
