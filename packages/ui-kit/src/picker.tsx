// The one styled picker in place of the native <select> (issue 44): the phone's own select draws
// its own list, in its own language and direction, over a web view that does not match the page.
// A button shows the chosen value (or what to choose) and opens a sheet of the choices: a listbox,
// reached by Tab and the arrow keys, closed by a choice, its ×, the backdrop, Escape or the
// phone's Back (the Dialog's), with the focus back on the button.

import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from './dialog.tsx';

export interface PickerOption {
  value: string;
  /** What the user reads, in the page's language. */
  label: string;
}

export interface PickerProps {
  /** The button's id: a `<label htmlFor>` of the form names it, as it named the select. */
  id?: string;
  /** What is chosen, in the page's language: the sheet's title, and the button's name unless `labelledBy`. */
  label: string;
  /** The id of the element that names the button (the form's label), instead of `label`. */
  labelledBy?: string;
  /** The chosen value; '' (or a value not among the options) while nothing is chosen. */
  value: string;
  options: readonly PickerOption[];
  onChange: (value: string) => void;
  /** Shown while nothing is chosen, in the page's language. */
  placeholder?: string;
  disabled?: boolean;
  /** The form found it wrong: `describedBy` names the error line that says why. */
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  className?: string;
  /** Short choices (days of a month) laid out in this many columns rather than one. */
  columns?: number;
  /** Choices that are names (colleges, banks), which a page translator must leave as they are. */
  noTranslate?: boolean;
}

export function Picker({
  id,
  label,
  labelledBy,
  value,
  options,
  onChange,
  placeholder = '',
  disabled = false,
  invalid = false,
  describedBy,
  testId,
  className,
  noTranslate = false,
  columns,
}: PickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const chosen = options.find((o) => o.value === value);
  // After the Dialog's own effect has focused its panel (a child's effects run first): the
  // focus goes on to the chosen choice, as a select opens on it, and the Dialog still gives it
  // back to this button when it closes.
  useEffect(() => {
    if (!open) return;
    const items = optionsIn(list.current);
    (items.find((b) => b.getAttribute('aria-selected') === 'true') ?? items[0])?.focus();
  }, [open]);
  // One function for the sheet's life: the Dialog sets its focus again whenever onClose changes.
  const close = useCallback(() => setOpen(false), []);
  const pick = (v: string) => {
    setOpen(false);
    if (v !== value) onChange(v);
  };
  return (
    <>
      <button
        type="button"
        id={id}
        role="combobox"
        className={`h5-picker${className ? ` ${className}` : ''}`}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        // The popup is the sheet (a modal dialog) the listbox is in; the perception gate opens
        // what a button says is a dialog, and judges the sheet too.
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        translate={noTranslate && chosen ? 'no' : undefined}
        onClick={(e) => {
          // Safari does not focus a tapped button: the Dialog gives the focus back to what had it.
          e.currentTarget.focus();
          setOpen(true);
        }}
        data-testid={testId}
        data-value={value}
      >
        <span className={chosen ? 'h5-picker-value' : 'h5-picker-value h5-picker-placeholder'}>
          {chosen ? chosen.label : placeholder}
        </span>
      </button>
      {/* On the page's body, not in the form: a card's or a form's own styles (a card's small
          headings) would otherwise reach the sheet. */}
      {createPortal(
        <Dialog open={open} title={label} onClose={close} variant="sheet">
          <div
            role="listbox"
            id={listId}
            aria-label={label}
            className={columns ? 'h5-picker-list h5-picker-grid' : 'h5-picker-list'}
            style={columns ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined}
            ref={list}
            translate={noTranslate ? 'no' : undefined}
            onKeyDown={(e) => moveFocus(e, list.current, columns ?? 1)}
          >
            {options.map((o) => (
              <button
                key={o.value}
                type="button"
                role="option"
                aria-selected={o.value === value}
                className="h5-picker-option"
                onClick={() => pick(o.value)}
              >
                {o.label}
              </button>
            ))}
          </div>
        </Dialog>,
        document.body,
      )}
    </>
  );
}

function optionsIn(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role="option"]')) : [];
}

/**
 * Up and down, Home and End, move along the choices (in a grid, left and right too, mirrored on a
 * right-to-left page); Enter and Space choose (they are buttons).
 */
function moveFocus(e: KeyboardEvent, list: HTMLElement | null, columns: number) {
  const items = optionsIn(list);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const rtl = list ? getComputedStyle(list).direction === 'rtl' : false;
  const step: Record<string, number> = { ArrowDown: columns, ArrowUp: -columns };
  if (columns > 1) {
    step.ArrowRight = rtl ? -1 : 1;
    step.ArrowLeft = rtl ? 1 : -1;
  }
  const to =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? items.length - 1
        : e.key in step
          ? at + (step[e.key] ?? 0)
          : null;
  if (to === null) return;
  e.preventDefault();
  items[Math.max(0, Math.min(to, items.length - 1))]?.focus();
}
