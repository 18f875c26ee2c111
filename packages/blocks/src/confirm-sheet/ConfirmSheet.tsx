// The sheet that asks once before money moves: what is spent, what is received, the balance
// after where known, and a confirm that cannot be tapped twice while the request is pending.

import './confirmSheet.css';
import { Dialog, t } from '@h5/ui-kit';
import type { ReactNode } from 'react';

export const CONFIRM_SHEET_TEXTS = {
  spend: 'You spend',
  receive: 'You get',
  balanceAfter: 'Balance after',
  confirm: 'Confirm',
  cancel: 'Cancel',
  pending: 'Sending…',
} as const;

export interface ConfirmSheetProps {
  open: boolean;
  /** Already translated, e.g. t('Exchange coins'). */
  title: string;
  /** What leaves the user's balance, e.g. a formatted amount with its unit. */
  spend: ReactNode;
  /** What the user gets for it. */
  receive: ReactNode;
  /** The balance once this is done, when the page knows it. */
  balanceAfter?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmSheet(p: ConfirmSheetProps) {
  const close = () => {
    // Closing while the request is out would hide its outcome; the user waits for it.
    if (!p.pending) p.onCancel();
  };
  return (
    <Dialog
      open={p.open}
      title={p.title}
      onClose={close}
      variant="sheet"
      actions={
        <>
          <button
            type="button"
            className="h5-button h5-button-secondary h5-confirm-cancel"
            disabled={p.pending}
            onClick={close}
            data-testid="confirm-cancel"
          >
            {t(CONFIRM_SHEET_TEXTS.cancel)}
          </button>
          <button
            type="button"
            className="h5-button h5-confirm-ok"
            disabled={p.pending}
            aria-busy={p.pending}
            onClick={p.onConfirm}
            data-testid="confirm-ok"
          >
            {p.pending ? t(CONFIRM_SHEET_TEXTS.pending) : (p.confirmLabel ?? t(CONFIRM_SHEET_TEXTS.confirm))}
          </button>
        </>
      }
    >
      <dl className="h5-confirm-lines">
        <div className="h5-confirm-line" data-testid="confirm-spend">
          <dt>{t(CONFIRM_SHEET_TEXTS.spend)}</dt>
          <dd>{p.spend}</dd>
        </div>
        <div className="h5-confirm-line h5-confirm-receive" data-testid="confirm-receive">
          <dt>{t(CONFIRM_SHEET_TEXTS.receive)}</dt>
          <dd>{p.receive}</dd>
        </div>
        {p.balanceAfter !== undefined ? (
          <div className="h5-confirm-line h5-confirm-after" data-testid="confirm-balance-after">
            <dt>{t(CONFIRM_SHEET_TEXTS.balanceAfter)}</dt>
            <dd>{p.balanceAfter}</dd>
          </div>
        ) : null}
      </dl>
    </Dialog>
  );
}
