// A family as the lists show it: its cover, title, level and member count, and the row of them.

import type { FamilySummary } from '@h5/core-api/contracts/family';
import { Link, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import { num } from '../format.ts';

export function Cover({ src, size = 56 }: { src: string; size?: number }) {
  return (
    <span className="fm-cover" style={{ width: size, height: size }} aria-hidden="true">
      {src ? <Img src={src} alt="" width={size} height={size} /> : null}
    </span>
  );
}

export function LevelBadge({ level, gamingo }: { level: number; gamingo?: boolean }) {
  useSignals();
  return (
    <span className={gamingo ? 'fm-level fm-level-gamingo' : 'fm-level'} data-testid="level-badge">
      {t(gamingo ? 'G{n}' : 'Lv.{n}', { n: num(level) })}
    </span>
  );
}

export function MemberCount({ n, max }: { n: number; max: number }) {
  useSignals();
  return (
    <span className="fm-count" data-testid="member-count">
      {t('{n}/{max} members', { n: num(n), max: num(max) })}
    </span>
  );
}

export function FamilyTitle({ title, className }: { title: string; className?: string }) {
  return (
    <bdi
      className={className ? `fm-title ${className}` : 'fm-title'}
      translate="no"
      data-testid="family-title"
    >
      {title}
    </bdi>
  );
}

/** A family in a list: its cover, name, leader, level and members; the whole row opens it. */
export function FamilyRow({ f, end }: { f: FamilySummary; end?: ReactNode }) {
  return (
    <div className="fm-row" data-testid="family-row">
      <Link to={`/v/family/detail/${f.family_id}`} className="fm-row-main">
        <Cover src={f.family_cover} size={52} />
        <span className="fm-row-text">
          <span className="fm-row-head">
            <FamilyTitle title={f.family_title} />
            <LevelBadge level={f.level} />
          </span>
          <span className="fm-row-sub h5-muted">
            <bdi translate="no" data-name="">
              {f.leader_name}
            </bdi>
            <span aria-hidden="true"> · </span>
            <MemberCount n={f.member_num} max={f.max_member_num} />
          </span>
        </span>
      </Link>
      {end}
    </div>
  );
}
