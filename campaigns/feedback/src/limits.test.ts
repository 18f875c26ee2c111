// @vitest-environment node
import { MAX_IMAGE_BYTES } from '@h5/core-api/contracts/feedback';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_MAX,
  CONTENT_MIN,
  charCount,
  contentProblem,
  imageProblem,
  MAX_IMAGES,
  NOT_AN_IMAGE_MESSAGE,
  NOTE_MAX,
  noteProblem,
  roomForImages,
  TOO_LARGE_MESSAGE,
  TOO_LONG_MESSAGE,
  TOO_MANY_MESSAGE,
  TOO_SHORT_MESSAGE,
} from './limits.ts';

describe('screenshots', () => {
  it('takes JPG, PNG and WebP up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('refuses other types, empty files and larger pictures', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })?.key).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageProblem({ type: 'application/pdf', size: 10 })?.key).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageProblem({ type: 'image/png', size: 0 })?.key).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })?.key).toBe(TOO_LARGE_MESSAGE);
  });
  it(`keeps at most ${MAX_IMAGES} and says so`, () => {
    expect(roomForImages(0, 2)).toEqual({ take: 2, problem: null });
    expect(roomForImages(2, 3)).toEqual({
      take: 1,
      problem: { key: TOO_MANY_MESSAGE, vars: { max: MAX_IMAGES } },
    });
    expect(roomForImages(MAX_IMAGES, 1).take).toBe(0);
  });
});

describe('text', () => {
  it('counts characters as the server does, emoji as one, spaces at the ends not at all', () => {
    expect(charCount('  héllo 🎤 ')).toBe(7);
  });
  it(`takes ${CONTENT_MIN} to ${CONTENT_MAX} characters`, () => {
    expect(contentProblem('x'.repeat(CONTENT_MIN - 1))).toEqual({
      key: TOO_SHORT_MESSAGE,
      vars: { min: CONTENT_MIN },
    });
    expect(contentProblem('x'.repeat(CONTENT_MIN))).toBeNull();
    expect(contentProblem('x'.repeat(CONTENT_MAX))).toBeNull();
    expect(contentProblem('x'.repeat(CONTENT_MAX + 1))).toEqual({
      key: TOO_LONG_MESSAGE,
      vars: { max: CONTENT_MAX },
    });
  });
  it(`takes an empty note and up to ${NOTE_MAX} characters`, () => {
    expect(noteProblem('')).toBeNull();
    expect(noteProblem('x'.repeat(NOTE_MAX + 1))?.key).toBe(TOO_LONG_MESSAGE);
  });
});
