// The one toast (spec 8): 3000 ms by default, and only one at a time, a new one replacing it.

import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorText } from './failureText.ts';

export const TOAST_DURATION_MS = 3000;

interface ToastState {
  id: number;
  text: string;
}

export const currentToast = signal<ToastState | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/** Shows text as given (already translated, or from the server). */
export function toast(text: string, durationMs = TOAST_DURATION_MS) {
  clearTimeout(timer);
  const id = nextId++;
  currentToast.value = { id, text };
  timer = setTimeout(() => {
    if (currentToast.value?.id === id) currentToast.value = null;
  }, durationMs);
}

/** The user-facing message of any failure, translated when it is one of ours. */
export function toastError(e: unknown) {
  toast(errorText(e));
}

export function ToastHost() {
  useSignals();
  const current = currentToast.value;
  return (
    <div className="h5-toast-layer" aria-live="polite">
      {current ? (
        // A server's sentence may be in another script than the page: its full stop stays at its end.
        <div key={current.id} className="h5-toast" role="status" dir="auto">
          {current.text}
        </div>
      ) : null}
    </div>
  );
}
