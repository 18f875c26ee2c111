// The season at a glance: which round, how many were promoted or reborn, where the user stands,
// and what those words mean (spec 3: bkInfo).

import { RulesSheet } from '@h5/blocks/rules-sheet';
import type { SscBkInfo, SscUserSeasonState } from '@h5/core-api/contracts/ssc';
import { t } from '@h5/ui-kit';
import { SEASON_RULES } from '../texts.ts';
import { num } from '../ui.tsx';

const SEASON_STATE_LABEL: Record<SscUserSeasonState, string> = {
  none: 'Not joined yet',
  alive: 'Still in',
  out: 'Knocked out',
  reborn: 'Reborn',
};

const HOW_SEASONS_WORK = 'How seasons work';

export function SeasonBar({ season, lucky }: { season: SscBkInfo | null; lucky: boolean }) {
  if (!season) return <div className="bk-season bk-season-empty" aria-hidden="true" />;
  const s = season.season_state;
  return (
    <section className="bk-season" aria-label={t('Season')} data-testid="season">
      <div className="bk-season-head">
        <span>
          {season.season_status === 'end'
            ? t('Season {season} has ended', { season: s.season })
            : t('Season {season} · Round {round}/{total}', {
                season: s.season,
                round: s.round,
                total: season.mode_config.season_rounds,
              })}
        </span>
        <span className="bk-season-side">
          {lucky ? (
            <span className="bk-lucky-badge" data-testid="lucky-mode">
              {t('Lucky round')}
            </span>
          ) : null}
          <RulesSheet
            label={HOW_SEASONS_WORK}
            icon
            rules={[
              { text: SEASON_RULES.promoted },
              { text: SEASON_RULES.reborn },
              { text: SEASON_RULES.out },
              { text: SEASON_RULES.alive },
            ]}
          />
        </span>
      </div>
      <div className="bk-season-stats">
        <span>{t('Promoted: {n}', { n: num(season.normal_promote_user_num) })}</span>
        <span>{t('Reborn: {n}', { n: num(season.reborn_promote_user_num) })}</span>
        <span data-testid="my-season-state">
          {t('You: {state}', { state: t(SEASON_STATE_LABEL[season.user_season_state.state]) })}
        </span>
      </div>
    </section>
  );
}
