// What a failure says to the user: our own messages (no connection, timed out, went wrong) are
// English keys and go through the translator; the server's refusal is its own text in the page's
// language, shown as it came. Looking it up as a key would translate it by accident when it matched
// one, and the development build would record it as a missing translation.

import { errorMessage, isOwnErrorMessage } from '@h5/core-api';
import { t } from './store.ts';

/** A failure's message (an outcome's `message`, an error's) as the page shows it. */
export function failureText(message: string): string {
  return isOwnErrorMessage(message) ? t(message) : message;
}

/** The text to show for any thrown value. */
export function errorText(e: unknown): string {
  return failureText(errorMessage(e));
}
