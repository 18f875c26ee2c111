// A refused or failed action, said where it happened: the server's own sentence for a refusal
// (already in the page's language), our plain sentence for a failure of the network or server.

import { isApiError, SERVER_ERROR_MESSAGE } from '@h5/core-api';
import { t } from '@h5/ui-kit';

export function problemText(e: unknown): string {
  if (isApiError(e)) return e.kind === 'business' ? e.message : t(e.message);
  return t(SERVER_ERROR_MESSAGE);
}

export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p className="ch-problem" role="alert" data-testid="problem">
      <bdi>{text}</bdi>
    </p>
  ) : null;
}
