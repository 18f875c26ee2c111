// @vitest-environment node
import { CODE_FROM_LINK, CODE_TYPED } from '@h5/core-api/contracts/invite';
import { describe, expect, it } from 'vitest';
import {
  CODE_MESSAGES,
  codeProblem,
  codeType,
  normalizeCode,
  readUserId,
  showsCodeInput,
} from './inviteCode.ts';

describe('invite code', () => {
  it('reads a code typed in any case, with Arabic-Indic digits and spaces', () => {
    expect(normalizeCode(' sm 1001 ')).toBe('SM1001');
    expect(normalizeCode('sm١٠٠٤')).toBe('SM1004');
  });

  it('says why a code cannot be sent', () => {
    expect(codeProblem('')).toBe(CODE_MESSAGES.empty);
    expect(codeProblem('   ')).toBe(CODE_MESSAGES.empty);
    expect(codeProblem('hello')).toBe(CODE_MESSAGES.malformed);
    expect(codeProblem('<b>SM1</b>')).toBe(CODE_MESSAGES.malformed);
    expect(codeProblem('sm1001')).toBeNull();
  });

  it('shows the field only when showCodeInput is set', () => {
    expect(showsCodeInput({ showCodeInput: true })).toBe(true);
    expect(showsCodeInput({ showCodeInput: false })).toBe(false);
    expect(showsCodeInput(null)).toBe(false);
    expect(showsCodeInput(undefined)).toBe(false);
  });

  it('sends the code type the way it came', () => {
    expect(codeType(true)).toBe(CODE_FROM_LINK);
    expect(codeType(false)).toBe(CODE_TYPED);
  });

  it('reads the inviter of a shared link, refusing anything else', () => {
    expect(readUserId(new URLSearchParams('user_id=1001'))).toBe(1001);
    for (const bad of ['', 'user_id=', 'user_id=0', 'user_id=-3', 'user_id=1e3', 'user_id=<script>'])
      expect(readUserId(new URLSearchParams(bad))).toBeNull();
  });
});
