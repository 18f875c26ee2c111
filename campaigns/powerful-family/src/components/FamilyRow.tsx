// A family in a war ranking: its cover and name, its row, and the list of rows.

import type { WarFamilyRow } from '@h5/core-api/contracts/powerfulFamily';
import { Link, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import { num } from '../format.ts';
import { LevelName, levelText } from './LevelName.tsx';

const DETAIL = '/v/powerful-family/regional-detail';

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
