// A shared profile (/v/share-profile, /d/profileinfo): who the singer is, their own words, their
// numbers and latest recordings, and following them in the app.
import type { ProfileShare } from '@h5/core-api/contracts/share';
import { formatNumber } from '@h5/i18n';
import { language, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { OpenAppButton } from '../components/OpenApp.tsx';
import { Person } from '../components/People.tsx';
import { RecordGrid } from '../components/RecordGrid.tsx';
import { SharedPage } from '../components/SharedPage.tsx';
import { PROFILE_READ } from '../reads.ts';
import { userIdOf } from '../shareLink.ts';

export const PROFILE_TITLE = 'Singer profile';
export const FOLLOW_IN_APP = 'Follow in the app';
export const FOLLOWERS = 'Followers';
export const FOLLOWING = 'Following';
export const RECORDINGS = 'Recordings';
export const LATEST_RECORDINGS = 'Latest recordings';

export function Profile({ query }: ScreenProps) {
  return (
    <SharedPage
      title={PROFILE_TITLE}
      id={userIdOf(query)}
      target={(id) => ({ screen: 'profile', id })}
      read={(uid, client) => client.call(PROFILE_READ.call, { uid })}
      height="5.6rem"
    >
      {(profile, uid) => <ProfileView profile={profile} uid={uid} />}
    </SharedPage>
  );
}

function ProfileView({ profile, uid }: { profile: ProfileShare; uid: string }) {
  useSignals();
  const lang = language.value;
  const n = (v: number) => formatNumber(lang, v, { notation: 'compact' });
  return (
    <>
      <section className="h5-card sh-profile" data-testid="profile">
        <Person user={profile.user} size={72} />
        {profile.bio ? (
          <p className="sh-desc" data-user-text="" dir="auto">
            {profile.bio}
          </p>
        ) : null}
        <dl className="sh-counts">
          <div>
            <dt>{t(FOLLOWERS)}</dt>
            <dd>{n(profile.followers)}</dd>
          </div>
          <div>
            <dt>{t(FOLLOWING)}</dt>
            <dd>{n(profile.following)}</dd>
          </div>
          <div>
            <dt>{t(RECORDINGS)}</dt>
            <dd>{n(profile.recordings_num)}</dd>
          </div>
        </dl>
      </section>
      <RecordGrid title={LATEST_RECORDINGS} records={profile.recordings} testId="profile-recordings" />
      <OpenAppButton target={{ screen: 'profile', id: uid }} label={FOLLOW_IN_APP} />
    </>
  );
}
