// What a feedback form checks before it sends anything: the screenshots' type, size and count,
// and the text's length. The limits are the contract's, so the server checks the same ones.

import {
  CONTENT_MAX,
  CONTENT_MIN,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  NOTE_MAX,
} from '@h5/core-api/contracts/feedback';

export { CONTENT_MAX, CONTENT_MIN, MAX_IMAGES, NOTE_MAX };

/** What the file picker offers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const NOT_AN_IMAGE_MESSAGE = 'This file is not a picture. Choose a JPG, PNG or WebP screenshot.';
export const TOO_LARGE_MESSAGE = 'This picture is larger than 5 MB. Choose a smaller one.';
export const TOO_MANY_MESSAGE = 'You can add up to {max} screenshots.';
export const TOO_SHORT_MESSAGE = 'Please write at least {min} characters.';
export const TOO_LONG_MESSAGE = 'Please keep it to {max} characters.';
export const CHOOSE_CATEGORY_MESSAGE = 'Please choose what your feedback is about.';
export const FILL_FIELD_MESSAGE = 'Please fill in this field.';
/**
 * The years a guided question's day is chosen from, this one included: a day that has passed, as
 * the day a payment was made or of a last login (not from the spec, which gives the field no range).
 */
export const GUIDED_DATE_YEARS = 10;
export const WAIT_FOR_UPLOADS_MESSAGE = 'Wait for the screenshots to finish uploading.';

/** A message key and its variables, for `t(key, vars)`. */
export interface Problem {
  key: string;
  vars?: Record<string, number>;
}

/** Characters as the server counts them (code points), so the counter and the server agree. */
export function charCount(text: string): number {
  return [...text.trim()].length;
}

/** Why a chosen file cannot be sent, or null. Checked before a single byte is uploaded. */
export function imageProblem(file: { type: string; size: number }): Problem | null {
  if (!IMAGE_TYPES.includes(file.type) || file.size <= 0) return { key: NOT_AN_IMAGE_MESSAGE };
  if (file.size > MAX_IMAGE_BYTES) return { key: TOO_LARGE_MESSAGE };
  return null;
}

/** How many of `chosen` files fit beside `already` screenshots. */
export function roomForImages(already: number, chosen: number): { take: number; problem: Problem | null } {
  const take = Math.max(0, Math.min(chosen, MAX_IMAGES - already));
  return { take, problem: take < chosen ? { key: TOO_MANY_MESSAGE, vars: { max: MAX_IMAGES } } : null };
}

/** Why the feedback text cannot be sent, or null. */
export function contentProblem(text: string): Problem | null {
  const n = charCount(text);
  if (n < CONTENT_MIN) return { key: TOO_SHORT_MESSAGE, vars: { min: CONTENT_MIN } };
  if (n > CONTENT_MAX) return { key: TOO_LONG_MESSAGE, vars: { max: CONTENT_MAX } };
  return null;
}

/** An optional note (a report's, a song's): only its length can be wrong. */
export function noteProblem(text: string): Problem | null {
  return charCount(text) > NOTE_MAX ? { key: TOO_LONG_MESSAGE, vars: { max: NOTE_MAX } } : null;
}
