// Engifest, the college festival: my ticket (after signing up), the sign-up form (each field
// checked, sent once however often it is tapped, open only while the festival runs) and the
// colleges' ranking, my college pinned.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { newIdempotencyKey } from '@h5/core-api';
import {
  ENGIFEST_CITY_MAX,
  ENGIFEST_NAME_MAX,
  type EngifestEntry,
  getBoard,
  getEngifestEntry,
  signUpEngifest,
} from '@h5/core-api/contracts/rankings';
import {
  Async,
  api,
  errorText,
  Link,
  navigate,
  Page,
  Picker,
  type ScreenProps,
  SendButton,
  TextField,
  t,
  useResource,
  useSingleFlight,
} from '@h5/ui-kit';
import { useId, useState } from 'react';
import { BoardList } from '../components/BoardList.tsx';
import { EventHead, EventNav } from '../components/EventHead.tsx';
import { Rewards } from '../components/Rewards.tsx';
import { checkSignUp, cleanSignUp, type SignUpErrors } from '../signUp.ts';

const PATH = '/v/engifest';
const EVENT = 'engifest';
const TITLE = 'Engifest';
/** Said on the form once the festival is over (or before it opens). */
export const SIGN_UP_CLOSED = 'Sign-ups are closed: the festival is not running.';

function Fest({
  query,
  children,
}: {
  query: URLSearchParams;
  children: (ctx: PromotionContext) => React.ReactNode;
}) {
  return (
    <PromotionPage query={query} title={t(TITLE)}>
      {(ctx) => (
        <Page title={t(TITLE)} className="rk-page rk-theme-fest">
          <EventHead
            title={TITLE}
            tagline="The college festival: sign up, get your ticket, sing for your college."
            theme="fest"
          >
            <EventNav
              links={[
                { to: `${PATH}/ticket`, label: 'My ticket' },
                { to: `${PATH}/form`, label: 'Sign up' },
                { to: `${PATH}/rank`, label: 'Colleges' },
              ]}
            />
          </EventHead>
          <PhaseBanner phase={ctx.phase} />
          {children(ctx)}
        </Page>
      )}
    </PromotionPage>
  );
}

function Ticket({ entry }: { entry: EngifestEntry }) {
  return (
    <section className="h5-card rk-ticket" data-testid="ticket">
      <p className="h5-muted">{t('Your Engifest ticket')}</p>
      <p className="rk-ticket-code" translate="no" dir="ltr" data-testid="ticket-code">
        {entry.code}
      </p>
      <dl className="rk-ticket-fields">
        <dt>{t('Name')}</dt>
        <dd data-user-text>
          <bdi>{entry.name}</bdi>
        </dd>
        <dt>{t('College')}</dt>
        <dd translate="no">
          <bdi>{entry.college}</bdi>
        </dd>
        <dt>{t('City')}</dt>
        <dd data-user-text>
          <bdi>{entry.city}</bdi>
        </dd>
      </dl>
      <p className="h5-muted">{t('Show this code at the festival gate.')}</p>
    </section>
  );
}

export function EngifestTicket({ query }: ScreenProps) {
  const entry = useResource(() => api().call(getEngifestEntry, {}), []);
  return (
    <Fest query={query}>
      {() => (
        <Async r={entry} height="8rem">
          {({ entry: e }) =>
            e ? (
              <Ticket entry={e} />
            ) : (
              <section className="h5-card h5-state" data-testid="no-ticket">
                <p>{t('You have no ticket yet. Sign up to get one.')}</p>
                <Link to={`${PATH}/form`} className="h5-button" testId="to-form">
                  {t('Sign up')}
                </Link>
              </section>
            )
          }
        </Async>
      )}
    </Fest>
  );
}

export function EngifestForm({ query }: ScreenProps) {
  const entry = useResource(() => api().call(getEngifestEntry, {}), []);
  const board = useResource(() => api().call(getBoard, { event: EVENT }), []);
  return (
    <Fest query={query}>
      {({ phase }) => (
        <Async r={entry} height="12rem">
          {({ entry: e }) =>
            e ? (
              <Ticket entry={e} />
            ) : phase && phase.phase !== 'running' ? (
              <p className="h5-card h5-state" data-testid="sign-up-closed">
                {t(SIGN_UP_CLOSED)}
              </p>
            ) : (
              <Async r={board} height="12rem">
                {(b) => (
                  <SignUpForm
                    colleges={b.list.map((r) => r.stage_name)}
                    onDone={() => void navigate(`${PATH}/ticket`)}
                  />
                )}
              </Async>
            )
          }
        </Async>
      )}
    </Fest>
  );
}

function SignUpForm({ colleges, onDone }: { colleges: string[]; onDone: () => void }) {
  const [fields, setFields] = useState({ name: '', college: '', city: '', phone: '' });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [clientKey] = useState(newIdempotencyKey);
  const collegeId = useId();
  const set = (k: keyof typeof fields) => (v: string) => {
    const next = { ...fields, [k]: v };
    setFields(next);
    if (tried) setErrors(checkSignUp(next, colleges));
  };
  const [send, sending] = useSingleFlight(async () => {
    setTried(true);
    setFailure(null);
    const found = checkSignUp(fields, colleges);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await api().call(signUpEngifest, { ...cleanSignUp(fields), client_key: clientKey });
      onDone();
    } catch (e) {
      setFailure(errorText(e));
    }
  }, 'engifest_sign_up');
  const err = (k: keyof SignUpErrors) => (tried ? (errors[k] ?? null) : null);
  return (
    <form
      className="h5-card rk-form"
      noValidate
      data-testid="sign-up-form"
      onSubmit={(ev) => {
        ev.preventDefault();
        void send();
      }}
    >
      <TextField
        id="ef-name"
        label="Your name"
        value={fields.name}
        onChange={set('name')}
        error={err('name')}
        maxLength={ENGIFEST_NAME_MAX + 10}
        testId="name"
      />
      <div className="h5-field">
        <label htmlFor={collegeId} id={`${collegeId}-label`}>
          {t('College')}
        </label>
        <Picker
          id={collegeId}
          label={t('College')}
          labelledBy={`${collegeId}-label`}
          value={fields.college}
          options={colleges.map((c) => ({ value: c, label: c }))}
          placeholder={t('Choose your college')}
          onChange={set('college')}
          invalid={!!err('college')}
          describedBy={err('college') ? `${collegeId}-error` : undefined}
          // College names, as the colleges write them.
          noTranslate
          testId="college"
        />
        <p
          id={`${collegeId}-error`}
          className="h5-field-error h5-field-error-line"
          role={err('college') ? 'alert' : undefined}
        >
          {err('college') ? t(err('college')!) : null}
        </p>
      </div>
      <TextField
        id="ef-city"
        label="City"
        value={fields.city}
        onChange={set('city')}
        error={err('city')}
        maxLength={ENGIFEST_CITY_MAX + 10}
        testId="city"
      />
      <TextField
        id="ef-phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        ltr
        value={fields.phone}
        onChange={set('phone')}
        error={err('phone')}
        maxLength={16}
        testId="phone"
      />
      {failure ? (
        <p className="h5-field-error" role="alert" data-testid="failure">
          {failure}
        </p>
      ) : null}
      <SendButton type="submit" pending={sending} testId="send">
        {t('Sign up')}
      </SendButton>
    </form>
  );
}

export function EngifestRank({ query }: ScreenProps) {
  const board = useResource(() => api().call(getBoard, { event: EVENT }), []);
  return (
    <Fest query={query}>
      {() => (
        <Async r={board} height="14rem">
          {(b) => (
            <>
              <section className="h5-card">
                <h2>{t('College ranking')}</h2>
                <BoardList
                  board={b}
                  notMine="Sign up to sing for your college."
                  empty="No college has points yet."
                />
              </section>
              <Rewards tiers={b.rewards} myRank={b.me?.rank} />
            </>
          )}
        </Async>
      )}
    </Fest>
  );
}
