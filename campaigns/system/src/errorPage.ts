// What the error page shows from its query (spec 2: errorCode and errorMsg). Both are untrusted
// text from a URL: rendered as text only, cut to a sane length, with defaults when missing.

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const MAX_ERROR_MESSAGE_LENGTH = 300;

export function readErrorQuery(query: URLSearchParams): { code: string | null; message: string } {
  const rawCode = (query.get('errorCode') ?? '').trim();
  const code = /^[A-Za-z0-9_-]{1,16}$/.test(rawCode) ? rawCode : null;
  const rawMsg = (query.get('errorMsg') ?? '').trim();
  const message = rawMsg
    ? Array.from(rawMsg).slice(0, MAX_ERROR_MESSAGE_LENGTH).join('')
    : DEFAULT_ERROR_MESSAGE;
  return { code, message };
}
