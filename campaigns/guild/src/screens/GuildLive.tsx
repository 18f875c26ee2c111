import { Async, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { useEffect } from 'react';
import { go } from '../components/actions.tsx';
import { defaultIdentity, guildPath, IDENTITY_PARAM, landingOf, parseIdentity, roleIn } from '../identity.ts';
import { handRole, readRole } from '../roleHandover.ts';
import { TITLES } from '../routes.ts';

/** The guild area's address: reads the user's roles and goes to the page of their role. */
export function GuildLive({ query }: ScreenProps) {
  useSignals();
  const role = useResource(() => readRole());
  const asked = parseIdentity(query.get(IDENTITY_PARAM));
  const data = role.data.value;
  useEffect(() => {
    if (!data) return;
    const identity = defaultIdentity(data, asked);
    handRole(data);
    void go(guildPath(landingOf(roleIn(data, identity).role_id)), { identity }, true);
  }, [data, asked]);
  return (
    <Page title={t(TITLES.guildLive)} className="gd-page">
      <Async r={role} height="6rem">
        {() => <div className="h5-skeleton" style={{ height: '6rem' }} />}
      </Async>
    </Page>
  );
}
