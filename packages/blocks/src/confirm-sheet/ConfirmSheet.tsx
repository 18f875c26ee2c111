// The sheet that asks once before money moves (what is spent, what is received, the balance
// after where known), and the same question before any action that cannot be taken back.

import './confirmSheet.css';
import { Dialog, t } from '@h5/ui-kit';
import type { ReactNode } from 'react';

export const CONFIRM_SHEET_TEXTS = {
  spend: 'You spend',
  fee: 'Fee',
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
  /** What the payment method keeps of it (a withdrawal's fee), where there is one. */
  fee?: ReactNode;
  /** What the user gets for it (after the fee). */
  receive: ReactNode;
  /** Already translated: the receive line's label when someone else gets it ("Rohan gets"). */
  receiveLabel?: string;
  /** The balance once this is done, when the page knows it. */
  balanceAfter?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmSheet(p: ConfirmSheetProps) {
  return (
    <ConfirmAction
      open={p.open}
      title={p.title}
      confirmLabel={p.confirmLabel ?? t(CONFIRM_SHEET_TEXTS.confirm)}
      pending={p.pending}
      onConfirm={p.onConfirm}
      onCancel={p.onCancel}
    >
      <dl className="h5-confirm-lines">
        <div className="h5-confirm-line" data-testid="confirm-spend">
          <dt>{t(CONFIRM_SHEET_TEXTS.spend)}</dt>
          <dd>{p.spend}</dd>
        </div>
        {p.fee !== undefined ? (
          <div className="h5-confirm-line" data-testid="confirm-fee">
            <dt>{t(CONFIRM_SHEET_TEXTS.fee)}</dt>
            <dd>{p.fee}</dd>
          </div>
        ) : null}
        <div className="h5-confirm-line h5-confirm-receive" data-testid="confirm-receive">
          <dt>{p.receiveLabel ?? t(CONFIRM_SHEET_TEXTS.receive)}</dt>
          <dd>{p.receive}</dd>
        </div>
        {p.balanceAfter !== undefined ? (
          <div className="h5-confirm-line h5-confirm-after" data-testid="confirm-balance-after">
            <dt>{t(CONFIRM_SHEET_TEXTS.balanceAfter)}</dt>
            <dd>{p.balanceAfter}</dd>
          </div>
        ) : null}
      </dl>
    </ConfirmAction>
  );
}

export interface ConfirmActionProps {
  open: boolean;
  /** Already translated: the question, e.g. t('Leave the guild?'). */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  /** Already translated: the action's own verb, e.g. t('Leave'). */
  confirmLabel: string;
  /** Already translated; "Cancel" by default. */
  cancelLabel?: string;
  /** It cannot be undone (leave, dissolve, remove, report): the confirm is drawn as a warning. */
  danger?: boolean;
  /** While the request is out the sheet stays and neither button takes a tap. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmTestId?: string;
}

/**
 * The one question before an action that cannot be taken back, or that spends (ConfirmSheet is
 * this with what is spent and received): what happens, a cancel, and a confirm that cannot be
 * tapped twice while it is sent.
 */
export function ConfirmAction(p: ConfirmActionProps) {
  const pending = p.pending ?? false;
  const close = () => {
    // Closing while the request is out would hide its outcome; the user waits for it.
    if (!pending) p.onCancel();
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
            disabled={pending}
            onClick={close}
            data-testid="confirm-cancel"
          >
            {p.cancelLabel ?? t(CONFIRM_SHEET_TEXTS.cancel)}
          </button>
          <button
            type="button"
            className={p.danger ? 'h5-button h5-confirm-ok h5-confirm-danger' : 'h5-button h5-confirm-ok'}
            disabled={pending}
            aria-busy={pending}
            onClick={p.onConfirm}
            data-testid={p.confirmTestId ?? 'confirm-ok'}
          >
            {pending ? t(CONFIRM_SHEET_TEXTS.pending) : p.confirmLabel}
          </button>
        </>
      }
    >
      {p.children}
    </Dialog>
  );
}
