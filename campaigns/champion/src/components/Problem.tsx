// A refused or failed action, said where it happened: the server's own sentence for a refusal
// (already in the page's language), our plain sentence for a failure of the network or server.

import { errorText } from '@h5/ui-kit';

export function problemText(e: unknown): string {
  return errorText(e);
}

export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p className="ch-problem" role="alert" data-testid="problem">
      <bdi>{text}</bdi>
    </p>
  ) : null;
}
