// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reportTarget } from './reportTarget.ts';

const q = (s: string) => new URLSearchParams(s);

describe('reportTarget', () => {
  it('reads a user, a recording or a room with its id', () => {
    expect(reportTarget(q('type=room&id=r1024'))).toEqual({ type: 'room', id: 'r1024' });
    expect(reportTarget(q('type=user&id=1001'))).toEqual({ type: 'user', id: '1001' });
    expect(reportTarget(q('type=recording&id=%20rec-9%20'))).toEqual({ type: 'recording', id: 'rec-9' });
  });
  it('refuses a missing or unknown type and a missing, long or odd id', () => {
    expect(reportTarget(q(''))).toBeNull();
    expect(reportTarget(q('type=song&id=1'))).toBeNull();
    expect(reportTarget(q('type=room'))).toBeNull();
    expect(reportTarget(q(`type=room&id=${'x'.repeat(41)}`))).toBeNull();
    expect(reportTarget(q('type=room&id=<script>'))).toBeNull();
  });
});
