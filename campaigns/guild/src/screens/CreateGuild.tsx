import {
  createGuild,
  type GuildIdentity,
  getMyGuildRole,
  type MyGuildRole,
  NO_GUILD,
} from '@h5/core-api/contracts/guild';
import {
  Async,
  api,
  CharCount,
  holdToChars,
  Link,
  language,
  Page,
  type ScreenProps,
  SendButton,
  t,
  toast,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { ForwardIcon } from '@h5/ui-kit/icon';
import { type FormEvent, useState } from 'react';
import { go, Problem, useGuildAction } from '../components/actions.tsx';
import { CoverPicker } from '../components/CoverPicker.tsx';
import { clearDraft, draft, updateDraft } from '../draft.ts';
import {
  cleanName,
  countryName,
  type DraftProblems,
  draftProblems,
  NAME_MAX,
  SLOGAN_MAX,
} from '../guildForm.ts';
import {
  defaultIdentity,
  GUILD_HOME,
  guildPath,
  IDENTITY_PARAM,
  parseIdentity,
  roleIn,
} from '../identity.ts';
import { TITLES } from '../routes.ts';

/** Whom the new guild is for, by the identity it is created in. */
export const CREATE_FOR: Record<GuildIdentity, string> = {
  0: 'You create a guild of event hosts.',
  1: 'You create a guild of broadcasters.',
};

/** Creating a guild: its name, country, cover and slogan; the creator becomes its president. */
export function CreateGuild({ query }: ScreenProps) {
  const role = useResource(() => api().call(getMyGuildRole, {}));
  const asked = parseIdentity(query.get(IDENTITY_PARAM));
  return (
    <Page title={t(TITLES.createGuild)} className="gd-page">
      <Async r={role} height="12rem">
        {(r) => <Form role={r} identity={defaultIdentity(r, asked)} />}
      </Async>
    </Page>
  );
}

function Form({ role, identity }: { role: MyGuildRole; identity: GuildIdentity }) {
  useSignals();
  const d = draft.value;
  const [problems, setProblems] = useState<DraftProblems>({});
  // The flight lasts until the president's page opens, so a second tap cannot create again.
  const create = useGuildAction(async () => {
    const made = await api().call(createGuild, {
      identity,
      name: cleanName(d.name),
      country: d.country,
      cover: d.cover,
      slogan: d.slogan.trim(),
    });
    clearDraft();
    toast(t('Your guild is created.'));
    await go(guildPath('president'), { identity }, true);
    return made;
  });
  if (roleIn(role, identity).role_id !== NO_GUILD) {
    return (
      <div className="h5-state" data-testid="in-a-guild">
        <p>{t('You are already in a guild.')}</p>
        <Link to={GUILD_HOME} query={{ identity }} className="h5-button">
          {t('Go to my guild page')}
        </Link>
      </div>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = draftProblems(d);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await create.run();
  };
  return (
    <form className="gd-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="h5-muted">{t(CREATE_FOR[identity])}</p>
      <label className="h5-field">
        <span>{t('Guild name')}</span>
        <input
          value={d.name}
          onChange={(e) => updateDraft({ name: holdToChars(e.target.value, NAME_MAX) })}
          aria-invalid={problems.name ? true : undefined}
          data-testid="name"
        />
        <CharCount value={d.name} max={NAME_MAX} />
        {problems.name ? <span className="h5-field-error">{t(problems.name)}</span> : null}
      </label>
      <div className="h5-field">
        <span>{t('Country')}</span>
        <Link to={guildPath('country')} query={{ identity }} className="gd-select" testId="country">
          {d.country ? countryName(d.country, language.value) : t('Choose a country')}
          <ForwardIcon className="gd-chevron" />
        </Link>
        {problems.country ? <span className="h5-field-error">{t(problems.country)}</span> : null}
      </div>
      <CoverPicker value={d.cover} onChange={(cover) => updateDraft({ cover })} missing={problems.cover} />
      <label className="h5-field">
        <span>{t('Slogan (optional)')}</span>
        <textarea
          value={d.slogan}
          rows={2}
          onChange={(e) => updateDraft({ slogan: holdToChars(e.target.value, SLOGAN_MAX) })}
          data-testid="slogan"
        />
        <CharCount value={d.slogan} max={SLOGAN_MAX} />
        {problems.slogan ? <span className="h5-field-error">{t(problems.slogan)}</span> : null}
      </label>
      <Problem text={create.problem} />
      <SendButton type="submit" pending={create.pending} testId="create">
        {t('Create the guild')}
      </SendButton>
    </form>
  );
}
