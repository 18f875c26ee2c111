// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { downloadOriginOf, playlistIdOf, recordingIdOf, roomIdOf, sharerOf, userIdOf } from './shareLink.ts';

const q = (s: string) => new URLSearchParams(s);

describe('share link ids', () => {
  it('reads the recording id from recording_id, then id, then work_id', () => {
    expect(recordingIdOf(q('recording_id=880001'))).toBe('880001');
    expect(recordingIdOf(q('id=12'))).toBe('12');
    expect(recordingIdOf(q('work_id=77'))).toBe('77');
    expect(recordingIdOf(q('recording_id=5&id=6'))).toBe('5');
  });

  it('is null for a missing, empty or malformed id (never a server call)', () => {
    expect(recordingIdOf(q(''))).toBeNull();
    expect(recordingIdOf(q('recording_id='))).toBeNull();
    expect(recordingIdOf(q('recording_id=<script>'))).toBeNull();
    expect(recordingIdOf(q('recording_id=12abc'))).toBeNull();
    expect(recordingIdOf(q(`recording_id=${'9'.repeat(21)}`))).toBeNull();
  });

  it('reads users, playlists and rooms by their names', () => {
    expect(userIdOf(q('user_id=7300'))).toBe('7300');
    expect(userIdOf(q('uid=7301'))).toBe('7301');
    expect(playlistIdOf(q('playlist_id=3301'))).toBe('3301');
    expect(roomIdOf(q('room_id=5501'))).toBe('5501');
    expect(roomIdOf(q('room_id=x'))).toBeNull();
  });

  it('passes on who shared and where, dropping malformed values', () => {
    expect(sharerOf(q('share_user_id=7301&share_channel=whatsapp'))).toEqual({
      share_user_id: '7301',
      share_channel: 'whatsapp',
    });
    expect(sharerOf(q('share_type=facebook'))).toEqual({ share_channel: 'facebook' });
    expect(sharerOf(q('share_user_id=a&share_channel=%3Cb%3E'))).toEqual({});
  });
});

describe('the install attribution of a share link', () => {
  it('keeps pid and c when well formed, drops the rest', () => {
    expect(downloadOriginOf(new URLSearchParams('pid=share_whatsapp&c=recording'))).toEqual({
      pid: 'share_whatsapp',
      c: 'recording',
    });
    expect(downloadOriginOf(new URLSearchParams('pid=a%26b&c=ok'))).toEqual({ c: 'ok' });
    expect(downloadOriginOf(new URLSearchParams('recording_id=1'))).toBeNull();
  });
});
