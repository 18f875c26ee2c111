// A person on a share page: avatar, name and the verified mark (spec 3: user.is_verified).
import type { ShareUser } from '@h5/core-api/contracts/share';
import { t } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';

const VERIFIED = 'Verified singer';

function Verified() {
  return (
    <svg
      className="sh-verified"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      role="img"
      aria-label={t(VERIFIED)}
    >
      <title>{t(VERIFIED)}</title>
      <path fill="#2f8cff" d="M8 0l2 2h3v3l2 2-2 2v3h-3l-2 2-2-2H3v-3L1 7l2-2V2h3z" />
      <path fill="none" stroke="#fff" strokeWidth="1.6" d="M4.8 7.6l2 2 4-4" />
    </svg>
  );
}

export function Person({ user, size = 40 }: { user: ShareUser; size?: number }) {
  return (
    <span className="sh-person">
      <Avatar src={user.profile_image} size={size} />
      <UserName name={user.name} />
      {user.is_verified ? <Verified /> : null}
    </span>
  );
}
