// The war pages' small pieces: the promotion gate every screen stands behind, numbers and dates
// in the page's language, a family's cover and name, a level's name, and a family's row.

import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import type { WarFamilyRow } from '@h5/core-api/contracts/powerfulFamily';
import { formatDate, formatNumber } from '@h5/i18n';
import { Link, language, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import { levelName } from './stages.ts';

const DETAIL = '/v/powerful-family/regional-detail';

export function num(n: number): string {
  return formatNumber(language.value, n);
}

export function when(ms: number): string {
  return formatDate(language.value, ms, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Every war screen reads the promotion id (its calls carry it); a link without one says so. */
export function WarPage({
  query,
  title,
  className,
  children,
}: Pick<ScreenProps, 'query'> & {
  title: string;
  className: string;
  children: (promo: string, ctx: PromotionContext) => ReactNode;
}) {
  return (
    <PromotionPage query={query} title={t(title)} className={className}>
      {(ctx) => children(ctx.id, ctx)}
    </PromotionPage>
  );
}

export function Cover({ src, size }: { src: string; size: number }) {
  return (
    <span className="pf-cover" style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      {src ? <Img src={src} alt="" width={size} height={size} /> : null}
    </span>
  );
}

export function FamilyName({ name }: { name: string }) {
  return (
    <bdi className="pf-name" translate="no" data-name="" data-testid="family-name">
      {name}
    </bdi>
  );
}

export function LevelName({ level }: { level: number }) {
  useSignals();
  const { key, n } = levelName(level);
  return <>{t(key, n === undefined ? {} : { n: num(n) })}</>;
}

/** A family in a war ranking; the row opens the family's page in the war. */
export function FamilyRow({ row, score }: { row: WarFamilyRow; score?: ReactNode }) {
  useSignals();
  return (
    <Link
      to={DETAIL}
      query={{ family_id: row.family_id }}
      className={row.out ? 'pf-row pf-row-out' : 'pf-row'}
      testId="family-row"
    >
      <span className="pf-rank">{num(row.rank)}</span>
      <Cover src={row.family_cover} size={44} />
      <span className="pf-row-text">
        <FamilyName name={row.family_title} />
        <span className="pf-muted">
          {row.out ? (
            t('Out after {level}', { level: levelText(row.level) })
          ) : (
            <LevelName level={row.level} />
          )}
        </span>
      </span>
      <span className="pf-score">{score ?? num(row.score)}</span>
    </Link>
  );
}

/** A level's name as text, for a sentence. */
export function levelText(level: number): string {
  const { key, n } = levelName(level);
  return t(key, n === undefined ? {} : { n: num(n) });
}

export function FamilyRows({ rows, empty, testId }: { rows: WarFamilyRow[]; empty: string; testId: string }) {
  useSignals();
  if (rows.length === 0) return <p className="h5-state">{t(empty)}</p>;
  return (
    <ol className="pf-rows" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.family_id}>
          <FamilyRow row={r} />
        </li>
      ))}
    </ol>
  );
}
