// The board's dialogs: the age confirmation before betting, a lucky round's rewards (spec 4:
// lucky mode) and the season's final result.

import { Dialog, GOLDS, t, useSignals, useSingleFlight } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { age, answerAge, dismissFinal, dismissLucky, finalResult, lucky } from '../game.ts';
import {
  AGE_QUESTION,
  FINAL_NOT_PLAYED,
  FINAL_ON_ITS_WAY,
  LUCKY_EXPLAINED,
  LUCKY_ON_ITS_WAY,
} from '../texts.ts';
import { num } from '../ui.tsx';

export function AgeDialog() {
  useSignals();
  const [answer, answering] = useSingleFlight(answerAge, 'age_confirm');
  return (
    <Dialog
      open={age.value === 'ask'}
      title={t('Age confirmation')}
      // Closing without an answer keeps the user out of betting, as a "no" does, but asks again next time.
      onClose={() => {
        age.value = 'declined';
      }}
      actions={
        <>
          <button
            className="h5-button h5-button-secondary"
            disabled={answering}
            onClick={() => void answer(false)}
          >
            {t('No')}
          </button>
          <button className="h5-button" disabled={answering} onClick={() => void answer(true)}>
            {t('Yes, I am 18 or older')}
          </button>
        </>
      }
    >
      <p>{t(AGE_QUESTION)}</p>
    </Dialog>
  );
}

export function LuckyDialog() {
  useSignals();
  const r = lucky.value;
  return (
    <Dialog
      open={r !== null}
      title={t('Lucky round {round}', { round: r?.round ?? '' })}
      onClose={dismissLucky}
      actions={
        <button type="button" className="h5-button" onClick={dismissLucky}>
          {t('OK')}
        </button>
      }
    >
      <p className="bk-lucky-explained">{t(LUCKY_EXPLAINED)}</p>
      {r && !r.is_lucky_reward_sent ? (
        <p data-testid="lucky-pending">{t(LUCKY_ON_ITS_WAY)}</p>
      ) : (
        <ul className="bk-rows" data-testid="lucky-list">
          {r?.lucky_reward_user_list.map((u) => (
            <li key={u.uid}>
              <UserName name={u.stage_name} className="bk-name" />
              <span>{t(GOLDS, { n: u.reward })}</span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

export function FinalDialog() {
  useSignals();
  const r = finalResult.value;
  const mine = r?.my_reward_info;
  return (
    <Dialog
      open={r !== null}
      title={t('Season {season} final result', { season: r?.season ?? '' })}
      onClose={dismissFinal}
      actions={
        <button type="button" className="h5-button" onClick={dismissFinal}>
          {t('OK')}
        </button>
      }
    >
      <div data-testid="final-result">
        {mine ? (
          <p>
            {t('Rank {rank} · Score {score} · Reward {reward}', {
              rank: mine.rank,
              score: num(mine.score),
              reward: t(GOLDS, { n: mine.reward }),
            })}
          </p>
        ) : (
          <p>{t(FINAL_NOT_PLAYED)}</p>
        )}
        {r && !r.is_final_reward_sent ? <p data-testid="final-pending">{t(FINAL_ON_ITS_WAY)}</p> : null}
      </div>
    </Dialog>
  );
}
