// Verified singers: a singer's home (`?uid=`, the signed-in user's own without one) with their
// latest posts, all their posts paged, and the list of all verified singers paged.

import { AudioPlayer } from '@h5/blocks/audio-player';
import { isApiError } from '@h5/core-api';
import { SINGERS_CODES, type SingerPost, type VerifiedSinger } from '@h5/core-api/contracts/singers';
import {
  Async,
  api,
  InfiniteList,
  Link,
  Page,
  pagesOf,
  type ScreenProps,
  SignInPrompt,
  t,
  useResource,
  useSignedIn,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { dateText, Head } from '../components.tsx';
import { ALL_VERIFIED_READ, POSTS_READ, SINGER_READ } from '../reads.ts';

const HOME = '/verified/home';

/** The singer a page is about: `?uid=` when it is a whole number, else 0 (the signed-in user). */
export function singerUid(query: URLSearchParams): number {
  const raw = query.get('uid') ?? '';
  return /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
}

function Nav({ uid }: { uid: number }) {
  const q = uid ? `?uid=${uid}` : '';
  return (
    <nav className="sg-nav" aria-label={t('Sections')}>
      <Link to={`${HOME}/self-detail${q}`} className="h5-chip" testId="nav-self-detail">
        {t('Home')}
      </Link>
      <Link to={`${HOME}/all-posts${q}`} className="h5-chip" testId="nav-all-posts">
        {t('All posts')}
      </Link>
      <Link to={`${HOME}/all-verified`} className="h5-chip" testId="nav-all-verified">
        {t('Verified singers')}
      </Link>
    </nav>
  );
}

function Post({ p }: { p: SingerPost }) {
  return (
    <div className="sg-post" data-testid="post">
      <Img src={p.cover} alt="" width={48} height={48} />
      <span className="sg-post-main">
        <bdi className="sg-post-song">{p.song}</bdi>
        <span className="h5-muted">
          {t('{n, plural, one {# play} other {# plays}}', { n: p.plays })} · {dateText(p.created_at)}
        </span>
      </span>
      <AudioPlayer id={p.id} src={p.audio} title={p.song} />
    </div>
  );
}

function Profile({ s }: { s: VerifiedSinger }) {
  return (
    <section className="h5-card sg-profile" data-testid="profile">
      <Avatar src={s.avatar} size={72} />
      <UserName name={s.stage_name} className="sg-profile-name" />
      <span className="sg-badge">{t('Verified singer')}</span>
      <p data-user-text>
        <bdi>{s.bio}</bdi>
      </p>
      <p className="h5-muted">
        {t('{n, plural, one {# follower} other {# followers}}', { n: s.followers })} ·{' '}
        {t('Verified since {date}', { date: dateText(s.verified_since) })}
      </p>
    </section>
  );
}

/** A singer who is not verified reads as null: the page then points to the programme. */
function verifiedOrNull(uid: number): Promise<VerifiedSinger | null> {
  return api()
    .call(SINGER_READ.call, { uid })
    .catch((e: unknown) => {
      if (isApiError(e) && e.code === SINGERS_CODES.unknownSinger) return null;
      throw e;
    });
}

export function SelfDetail({ query }: ScreenProps) {
  const uid = singerUid(query);
  const signedIn = useSignedIn();
  return (
    <Page title={t('Verified singer')} className="sg-page sg-theme-violet">
      <Head title="Verified singer" theme="violet">
        <Nav uid={uid} />
      </Head>
      {uid === 0 && signedIn === false ? (
        <section className="h5-card">
          <SignInPrompt />
        </section>
      ) : uid === 0 && signedIn === null ? null : (
        <Home uid={uid} />
      )}
    </Page>
  );
}

function Home({ uid }: { uid: number }) {
  const singer = useResource(() => verifiedOrNull(uid), [uid]);
  return (
    <Async r={singer} height="12rem">
      {(s) =>
        s ? (
          <>
            <Profile s={s} />
            <LatestPosts uid={s.uid} />
          </>
        ) : (
          <section className="h5-card h5-state" data-testid="not-verified">
            <p>{t(uid ? 'This singer is not verified.' : 'You are not a verified singer yet.')}</p>
            <Link to="/v/verified-singer" className="h5-button" testId="to-programme">
              {t('About verification')}
            </Link>
          </section>
        )
      }
    </Async>
  );
}

function LatestPosts({ uid }: { uid: number }) {
  const posts = useResource(() => api().call(POSTS_READ.call, { uid, page: 1 }), [uid]);
  return (
    <section className="h5-card">
      <h2>{t('Latest posts')}</h2>
      <Async r={posts} height="6rem">
        {(p) => (
          <>
            {p.list.slice(0, 3).map((x) => (
              <Post key={x.id} p={x} />
            ))}
          </>
        )}
      </Async>
    </section>
  );
}

export function AllPosts({ query }: ScreenProps) {
  const uid = singerUid(query);
  return (
    <Page title={t('All posts')} className="sg-page sg-theme-violet">
      <Head title="All posts" theme="violet">
        <Nav uid={uid} />
      </Head>
      <section className="h5-card">
        <InfiniteList<SingerPost>
          load={pagesOf(POSTS_READ.call, { uid })}
          itemKey={(p) => p.id}
          empty={t('No posts yet.')}
          renderItem={(p) => <Post p={p} />}
        />
      </section>
    </Page>
  );
}

export function AllVerified({ query }: ScreenProps) {
  const uid = singerUid(query);
  return (
    <Page title={t('Verified singers')} className="sg-page sg-theme-violet">
      <Head title="Verified singers" theme="violet">
        <Nav uid={uid} />
      </Head>
      <section className="h5-card">
        <InfiniteList<VerifiedSinger>
          load={pagesOf(ALL_VERIFIED_READ.call, {})}
          itemKey={(s) => s.uid}
          empty={t('No verified singers yet.')}
          renderItem={(s) => (
            <Link to={`${HOME}/self-detail?uid=${s.uid}`} className="sg-singer" testId="verified-singer">
              <Avatar src={s.avatar} size={44} />
              <span className="sg-post-main">
                <UserName name={s.stage_name} />
                <span className="h5-muted">
                  {t('{n, plural, one {# follower} other {# followers}}', { n: s.followers })}
                </span>
              </span>
            </Link>
          )}
        />
      </section>
    </Page>
  );
}
