// The button that sends something: while its request is out it is disabled, says so to assistive
// technology (aria-busy) and reads "Sending…", so a second tap has nothing to press.

import type { ReactNode } from 'react';
import { t } from './store.ts';

/** The English key of a sending button's label while its request is out. */
export const SENDING = 'Sending…';

export function SendButton({
  pending,
  children,
  disabled = false,
  type = 'button',
  onClick,
  block = true,
  className,
  testId,
}: {
  pending: boolean;
  /** The label, already translated. */
  children: ReactNode;
  /** Not ready to send for another reason (nothing chosen yet). */
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  /** Full width, as at a form's foot. */
  block?: boolean;
  className?: string;
  testId?: string;
}) {
  const classes = ['h5-button', block ? 'h5-button-block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={pending || disabled}
      aria-busy={pending}
      onClick={onClick}
      data-testid={testId}
    >
      {pending ? t(SENDING) : children}
    </button>
  );
}
