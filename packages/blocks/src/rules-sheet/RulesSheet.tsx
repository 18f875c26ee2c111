// The rules of a campaign: a chip that opens them in a bottom sheet, numbered, in the page's
// language. The campaign passes its rules as English keys with their values.

import { Dialog, t } from '@h5/ui-kit';
import { useState } from 'react';
import './styles.css';

export interface Rule {
  /** An English key; `{name}` placeholders take `vars`. */
  text: string;
  vars?: Record<string, string | number>;
}

export function RulesSheet({
  rules,
  label = 'Rules',
  className,
  icon,
}: {
  /** Null entries are rules whose data has not arrived; they are left out. */
  rules: Array<Rule | null>;
  label?: string;
  className?: string;
  /** A small round "?" in place of the label, where a line has no room for words (named by the label). */
  icon?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? (icon ? 'blk-help' : 'blk-chip')}
        aria-label={icon ? t(label) : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {icon ? '?' : t(label)}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t(label)} variant="sheet">
        <ol className="blk-rules" data-testid="rules">
          {rules.map((r) => (r ? <li key={r.text}>{t(r.text, r.vars)}</li> : null))}
        </ol>
      </Dialog>
    </>
  );
}
