// @vitest-environment node
import { MESSAGE_ERRORS, MESSAGE_MAX, messageError } from '@h5/core-api/contracts/valentine';
import { describe, expect, it } from 'vitest';

describe('messageError', () => {
  it('asks for a message when it is empty or only spaces', () => {
    expect(messageError('   ')).toBe(MESSAGE_ERRORS.empty);
  });
  it('counts characters, an emoji as one, up to the limit', () => {
    expect(messageError('❤'.repeat(MESSAGE_MAX))).toBeNull();
    expect(messageError('a'.repeat(MESSAGE_MAX + 1))).toBe(MESSAGE_ERRORS.long);
  });
});
