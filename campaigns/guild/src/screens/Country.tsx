import { language, Page, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { go } from '../components/actions.tsx';
import { draft, updateDraft } from '../draft.ts';
import { countryName, GUILD_COUNTRIES } from '../guildForm.ts';
import { guildPath, IDENTITY_PARAM } from '../identity.ts';
import { TITLES } from '../routes.ts';

/** The guild's country, for the create-guild form: chosen here, kept in its draft. */
export function Country({ query }: ScreenProps) {
  useSignals();
  const chosen = draft.value.country;
  const lang = language.value;
  const choose = (code: string) => {
    updateDraft({ country: code });
    void go(guildPath('create-guild'), { identity: query.get(IDENTITY_PARAM) }, true);
  };
  return (
    <Page title={t(TITLES.country)} className="gd-page">
      <ul className="h5-card gd-countries">
        {GUILD_COUNTRIES.map((code) => (
          <li key={code}>
            <button
              type="button"
              aria-pressed={chosen === code}
              className="gd-country"
              onClick={() => choose(code)}
              data-testid={`country-${code}`}
            >
              <span>{countryName(code, lang)}</span>
              <span className="gd-radio" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
