// Pieces every bk-game screen uses: the promotion from the query, numbers in the page's language,
// the screen links that carry the promotion along, and the broken-link state.

import { formatNumber } from '@h5/i18n';
import { href, language, navigate, t } from '@h5/ui-kit';
import type { MouseEvent } from 'react';
import { MISSING_PROMOTION } from './promotionQuery.ts';

export const GAME_PATH = '/v/bk-game';

/** Keeps a left-to-right token (a round code like 20261121-0042) whole inside right-to-left text. */
export function ltr(s: string): string {
  return `\u2066${s}\u2069`;
}

export function num(n: number): string {
  return formatNumber(language.value, n);
}

export function gamePath(child: string, promo: string): string {
  const base = child ? `${GAME_PATH}/${child}` : GAME_PATH;
  return `${base}?promotion_id=${encodeURIComponent(promo)}`;
}

/** A real link (long-press, open in tab) that navigates in-page on a plain tap. */
export function GameLink({ to, promo, children }: { to: string; promo: string; children: string }) {
  const path = gamePath(to, promo);
  const go = (e: MouseEvent) => {
    e.preventDefault();
    void navigate(path);
  };
  return (
    <a className="bk-link" href={href(path)} onClick={go}>
      {children}
    </a>
  );
}

export function BrokenLink() {
  return (
    <div className="h5-state" role="alert" data-testid="broken-link">
      <p>{t(MISSING_PROMOTION)}</p>
    </div>
  );
}
