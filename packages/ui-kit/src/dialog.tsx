import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from './icon.tsx';
import { RetryGroupProvider } from './retryGroup.tsx';
import { holdBack } from './sheetHistory.ts';
import { t } from './store.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  /** `sheet` rises from the bottom (popups on phones); `center` is a modal dialog. */
  variant?: 'center' | 'sheet';
}

/**
 * How long, once a dialog closes, the place of the button last tapped in it takes no tap. The
 * second tap of a double tap on its confirm lands there, not on whatever the page has under the
 * button (another row's "Remove", which would open the question again for someone else); a tap
 * anywhere else goes through.
 */
export const DIALOG_CLOSE_GUARD_MS = 300;

/**
 * A modal dialog or bottom popup; Escape, the backdrop, the close button and the phone's Back
 * close it.
 */
export function Dialog({ open, title, onClose, children, actions, variant = 'center' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const tapped = useRef<DOMRect | null>(null);
  // Set in the render that closes it, so no frame is left without the guard.
  const [wasOpen, setWasOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  if (wasOpen !== open) {
    setWasOpen(open);
    setClosing(!open);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), DIALOG_CLOSE_GUARD_MS);
    return () => clearTimeout(timer);
  }, [closing]);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    return holdBack(() => close.current());
  }, [open]);
  useEffect(() => {
    if (!open) return;
    tapped.current = null;
    const prev = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      prev?.focus?.();
    };
  }, [open, onClose]);
  if (!open) {
    const at = tapped.current;
    return closing && at ? (
      <div
        className="h5-dialog-tap-guard"
        style={{ left: at.left, top: at.top, width: at.width, height: at.height }}
        aria-hidden="true"
        data-testid="dialog-tap-guard"
      />
    ) : null;
  }
  return (
    <div className={`h5-dialog-layer h5-dialog-${variant}`}>
      <div className="h5-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        className="h5-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={panel}
        tabIndex={-1}
        onPointerDown={(e) => {
          tapped.current = (e.target as Element).closest('button')?.getBoundingClientRect() ?? null;
        }}
      >
        <div className="h5-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button className="h5-icon-button" onClick={onClose} aria-label={t('Close')}>
            <CloseIcon />
          </button>
        </div>
        {/* A sheet over the page speaks for its own failures, whatever failed behind it. */}
        <div className="h5-dialog-body">
          <RetryGroupProvider>{children}</RetryGroupProvider>
        </div>
        {actions ? <div className="h5-dialog-actions">{actions}</div> : null}
      </div>
    </div>
  );
}
