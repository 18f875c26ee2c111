import { type ReactNode, useEffect, useId, useRef } from 'react';
import { RetryGroupProvider } from './retryGroup.tsx';
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

/** A modal dialog or bottom popup; Escape, the backdrop and the close button close it. */
export function Dialog({ open, title, onClose, children, actions, variant = 'center' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
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
  if (!open) return null;
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
      >
        <div className="h5-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button className="h5-icon-button" onClick={onClose} aria-label={t('Close')}>
            ×
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
