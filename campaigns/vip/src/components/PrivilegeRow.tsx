// One privilege: its icon, what it is and does, and whether the user has it or which level unlocks it.
import type { Privilege } from '@h5/core-api/contracts/vip';
import { t } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { isolated } from '../format.ts';
import { UNLOCKED, UNLOCKS_AT } from '../levels.ts';

export function PrivilegeRow({
  p,
  unlocked,
  levelName,
}: {
  p: Privilege;
  unlocked: boolean;
  /** The name of the level that unlocks it (server text). */
  levelName: string;
}) {
  return (
    <li className="vip-privilege" data-testid="privilege" data-unlocked={unlocked}>
      <Img src={p.icon} alt="" width={44} height={44} className="vip-privilege-icon" />
      <div className="vip-privilege-text">
        <bdi className="vip-privilege-name">{p.name}</bdi>
        <bdi className="vip-privilege-desc">{p.desc}</bdi>
      </div>
      <span className={unlocked ? 'vip-lock vip-lock-open' : 'vip-lock'}>
        {unlocked ? t(UNLOCKED) : t(UNLOCKS_AT, { level: isolated(levelName) })}
      </span>
    </li>
  );
}
