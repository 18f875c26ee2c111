// A person on a share page: avatar, name and the verified mark (spec 3: user.is_verified).
import type { ShareUser } from '@h5/core-api/contracts/share';
import { t } from '@h5/ui-kit';
import { VerifiedIcon } from '@h5/ui-kit/icon';
import { Avatar, UserName } from '@h5/ui-kit/identity';

const VERIFIED = 'Verified singer';

function Verified() {
  return (
    <VerifiedIcon
      className="sh-verified"
      size={14}
      fill="#2f8cff"
      color="#fff"
      role="img"
      aria-label={t(VERIFIED)}
    >
      <title>{t(VERIFIED)}</title>
    </VerifiedIcon>
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
