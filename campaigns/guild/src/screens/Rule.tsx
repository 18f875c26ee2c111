import { getGuildRules } from '@h5/core-api/contracts/guild';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { TITLES } from '../routes.ts';

export const NO_GUILD_RULES = 'The guild rules are not published yet.';

/** The guild's rules as the server publishes them (server text), open to visitors. */
export function Rule(_: ScreenProps) {
  const r = useResource(() => api().call(getGuildRules, {}), []);
  return (
    <Page title={t(TITLES.rule)} className="gd-page">
      <div className="gd-banner gd-banner-rules" aria-hidden="true" />
      <Async r={r} height="12rem">
        {(d) =>
          d.rules.length ? (
            <ol className="h5-card gd-text-list" data-testid="text-list">
              {d.rules.map((text) => (
                <li key={text}>
                  <bdi>{text}</bdi>
                </li>
              ))}
            </ol>
          ) : (
            <p className="h5-card h5-state" data-testid="no-rules">
              {t(NO_GUILD_RULES)}
            </p>
          )
        }
      </Async>
    </Page>
  );
}
