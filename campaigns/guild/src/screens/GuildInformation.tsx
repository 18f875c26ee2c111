import {
  type GuildDetails,
  type GuildIdentity,
  getMyGuildDetails,
  type MyGuildRole,
  PRESIDENT,
  saveMyGuildDetails,
} from '@h5/core-api/contracts/guild';
import {
  Async,
  api,
  CharCount,
  holdToChars,
  language,
  type ScreenProps,
  SendButton,
  TranslatableText,
  t,
  toast,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { Problem, useGuildAction } from '../components/actions.tsx';
import { CoverPicker } from '../components/CoverPicker.tsx';
import { GuildHeader } from '../components/GuildHeader.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { dateLabel, formatCount } from '../format.ts';
import { charCount, SLOGAN_MAX } from '../guildForm.ts';
import { IDENTITY_LABELS, roleIn } from '../identity.ts';
import { TITLES } from '../routes.ts';

/** The guild's information; its president edits the slogan and the cover here. */
export function GuildInformation({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.guildInformation)} need="guild" query={query}>
      {({ identity, role }) => <Information identity={identity} role={role} />}
    </RoleScreen>
  );
}

function Information({ identity, role }: { identity: GuildIdentity; role: MyGuildRole }) {
  useSignals();
  const details = useResource(() => api().call(getMyGuildDetails, { identity }), [identity]);
  const lang = language.value;
  const president = roleIn(role, identity).role_id === PRESIDENT;
  return (
    <Async r={details} height="12rem">
      {(g) => (
        <>
          <GuildHeader guild={g} />
          <dl className="h5-card gd-lines" data-testid="guild-facts">
            <div className="gd-line">
              <dt>{t('Guild of')}</dt>
              <dd>{t(IDENTITY_LABELS[g.identity])}</dd>
            </div>
            <div className="gd-line">
              <dt>{t('Created')}</dt>
              <dd>{dateLabel(g.created_at, lang)}</dd>
            </div>
            <div className="gd-line">
              <dt>{t('Members')}</dt>
              <dd>
                {t('{n} of {max}', {
                  n: formatCount(g.member_count, lang),
                  max: formatCount(g.max_members, lang),
                })}
              </dd>
            </div>
            <div className="gd-line">
              <dt>{t('Stars this month')}</dt>
              <dd>{formatCount(g.month_stars, lang)}</dd>
            </div>
            <div className="gd-line">
              <dt>{t('Joining')}</dt>
              <dd>{g.open_join ? t('Open to all') : t('The president answers each application.')}</dd>
            </div>
          </dl>
          {president ? (
            <Editor guild={g} identity={identity} onSaved={(d) => details.set(d)} />
          ) : g.slogan ? (
            <p className="h5-card gd-slogan" data-testid="slogan">
              <TranslatableText text={g.slogan} />
            </p>
          ) : null}
        </>
      )}
    </Async>
  );
}

function Editor({
  guild,
  identity,
  onSaved,
}: {
  guild: GuildDetails;
  identity: GuildIdentity;
  onSaved: (d: GuildDetails) => void;
}) {
  const [slogan, setSlogan] = useState(guild.slogan);
  const [cover, setCover] = useState(guild.cover);
  const [tooLong, setTooLong] = useState(false);
  const save = useGuildAction(() =>
    api().call(saveMyGuildDetails, { identity, slogan: slogan.trim(), cover }),
  );
  const submit = async () => {
    const long = charCount(slogan.trim()) > SLOGAN_MAX;
    setTooLong(long);
    if (long) return;
    const d = await save.run();
    if (!d) return;
    toast(t('Saved.'));
    onSaved(d);
  };
  return (
    <section className="h5-card gd-form" data-testid="editor">
      <h2 className="gd-section-title">{t('Edit the guild')}</h2>
      <label className="h5-field">
        <span>{t('Slogan')}</span>
        <textarea
          value={slogan}
          rows={2}
          onChange={(e) => setSlogan(holdToChars(e.target.value, SLOGAN_MAX))}
          data-testid="slogan-input"
        />
        <CharCount value={slogan} max={SLOGAN_MAX} />
        {tooLong ? <span className="h5-field-error">{t('A slogan has at most 60 characters.')}</span> : null}
      </label>
      <CoverPicker value={cover} onChange={setCover} />
      <Problem text={save.problem} />
      <SendButton pending={save.pending} onClick={() => void submit()} testId="save">
        {t('Save')}
      </SendButton>
    </section>
  );
}
