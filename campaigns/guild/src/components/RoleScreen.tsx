// A screen of one role: it reads the user's guild roles, picks the identity whose role fits the
// screen (the one asked for in the query, or the first that fits), and otherwise says whose page
// this is and leads to the user's own.

import type { GuildIdentity, MyGuildRole } from '@h5/core-api/contracts/guild';
import { Async, Link, Page, type Resource, t, useResource } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import { GUILD_HOME, IDENTITY_PARAM, identityFor, parseIdentity, type RoleNeed } from '../identity.ts';
import { readRole } from '../roleHandover.ts';

const NOT_YOUR_PAGE: Record<RoleNeed, string> = {
  president: 'This page is for guild presidents.',
  member: 'This page is for guild members.',
  guild: 'This page is for members of a guild.',
};

export interface RoleContext {
  identity: GuildIdentity;
  role: MyGuildRole;
  roleResource: Resource<MyGuildRole>;
}

export function RoleScreen({
  title,
  need,
  query,
  children,
}: {
  /** Already translated. */
  title: string;
  need: RoleNeed;
  query: URLSearchParams;
  children: (c: RoleContext) => ReactNode;
}) {
  const roleResource = useResource(() => readRole());
  const asked = parseIdentity(query.get(IDENTITY_PARAM));
  return (
    <Page title={title} className="gd-page">
      <Async r={roleResource} height="6rem">
        {(role) => {
          const identity = identityFor(role, need, asked);
          if (identity === null) return <NotYourPage need={need} />;
          return children({ identity, role, roleResource });
        }}
      </Async>
    </Page>
  );
}

function NotYourPage({ need }: { need: RoleNeed }) {
  return (
    <div className="h5-state gd-not-yours" data-testid="not-your-page">
      <p>{t(NOT_YOUR_PAGE[need])}</p>
      <Link to={GUILD_HOME} className="h5-button">
        {t('Go to my guild page')}
      </Link>
    </div>
  );
}
