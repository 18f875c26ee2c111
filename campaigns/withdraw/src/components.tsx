// The campaign's small shared pieces: the balance card, amounts, the stage name and the grade choice.

import type { GradesResult, UserMoney } from '@h5/core-api/contracts/finance';
import { Async, ErrorState, LineSkeleton, language, type Resource, t, useSignals } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import type { ReactNode } from 'react';
import { formatMoney } from './money.ts';
import { displayStageName } from './stageName.ts';

/**
 * The balance card of the earnings screens, on the campaign's art. Every line has a fixed height,
 * so the card has one size loading, loaded and in the pre-rendered shell (src/shell.html, which
 * mirrors this markup): the art is the screen's largest paint and nothing below it moves.
 */
export function BalanceCard({ money, children }: { money: Resource<UserMoney>; children?: ReactNode }) {
  useSignals();
  const m = money.data.value;
  const err = money.error.value;
  return (
    <section className="h5-card wd-balance h5-on-art">
      {err ? (
        // In the place of the three lines it stands for, so the card keeps its size.
        <div className="wd-compact-error wd-balance-error">
          <ErrorState error={err} onRetry={() => void money.load()} />
        </div>
      ) : (
        <>
          <p className="wd-hello">{m ? <StageName name={m.stage_name} /> : <LineSkeleton />}</p>
          <p className="wd-label">{t('Available balance')}</p>
          <p className="wd-big">
            {m ? (
              <Money amount={m.money} currency={m.currency} testId="balance" />
            ) : (
              <LineSkeleton className="wd-big-skeleton" />
            )}
          </p>
        </>
      )}
      {children}
    </section>
  );
}

export function Money({ amount, currency, testId }: { amount: number; currency: string; testId?: string }) {
  useSignals();
  return (
    // An amount as Intl writes it for the language (an Arabic page may show "US$"): not words to translate.
    <bdi className="wd-money" translate="no" data-testid={testId}>
      {formatMoney(amount, currency, language.value)}
    </bdi>
  );
}

function StageName({ name }: { name: string }) {
  return <UserName name={displayStageName(name)} className="wd-stage-name" testId="stage-name" />;
}

/** The withdrawal amounts the server offers; a grade it marks unavailable cannot be chosen. */
export function GradeChoice({
  grades,
  chosen,
  onChoose,
}: {
  grades: Resource<GradesResult>;
  chosen: number | null;
  onChoose: (gradeMoney: number) => void;
}) {
  return (
    <Async r={grades} height="2.4rem">
      {(g) => (
        <div className="wd-grades">
          {g.grade_list.map((x) => (
            <button
              key={x.grade_money}
              type="button"
              aria-pressed={chosen === x.grade_money}
              disabled={!x.available}
              className={chosen === x.grade_money ? 'wd-grade wd-grade-on' : 'wd-grade'}
              onClick={() => onChoose(x.grade_money)}
              data-testid="grade"
            >
              <Money amount={x.grade_money} currency={g.currency} />
            </button>
          ))}
        </div>
      )}
    </Async>
  );
}
