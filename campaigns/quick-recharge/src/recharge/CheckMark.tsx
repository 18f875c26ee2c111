import { CheckIcon } from '@h5/ui-kit/icon';

/** The chosen mark of a channel or package: a filled state and a check, not a border alone. */
export function CheckMark() {
  return <CheckIcon className="qr-check-mark" size={16} strokeWidth={3} />;
}
