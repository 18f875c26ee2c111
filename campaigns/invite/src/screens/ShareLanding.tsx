// /v/share-newpull/index: what someone opens from a friend's shared link, mostly in a browser.

import { Page, type ScreenProps, t } from '@h5/ui-kit';
import { BrokenInvite, InviteLanding } from '../components/Inviter.tsx';
import { readUserId } from '../inviteCode.ts';
import { TITLES } from '../routes.ts';

export function ShareLanding({ query }: ScreenProps) {
  const userId = readUserId(query);
  return (
    <Page title={t(TITLES.share)} className="inv-page inv-share">
      <header className="inv-hero inv-hero-share">
        <h1 className="inv-hero-title">{t(TITLES.share)}</h1>
      </header>
      {userId === null ? <BrokenInvite /> : <InviteLanding userId={userId} />}
    </Page>
  );
}
