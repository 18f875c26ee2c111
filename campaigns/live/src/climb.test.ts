// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasEventArt } from './art.tsx';
import { eventActions } from './climb.ts';
import { EVENT_PAGES } from './events.ts';

const at = (event: string) => EVENT_PAGES.find((p) => p.event === event)!;

describe('what each event asks of the user', () => {
  it('gives every event what it ranks by, steps, an action and its own art', () => {
    for (const p of EVENT_PAGES) {
      expect(p.rankedBy, p.event).not.toBe('');
      expect(p.steps.length, p.event).toBeGreaterThan(0);
      expect(p.actions.length, p.event).toBeGreaterThan(0);
      expect(hasEventArt(p.event), p.event).toBe(true);
    }
  });

  it('opens the app screen of the event, told which event', () => {
    expect(eventActions(at('ktv-new-room'))).toEqual([
      { label: 'Open a new KTV room', link: 'smapp://ktv_room_create?event=ktv-new-room', primary: true },
      {
        label: 'Visit the new rooms',
        link: 'smapp://ktv_rooms?event=ktv-new-room&filter=new',
        primary: false,
      },
    ]);
    expect(eventActions(at('broadcast')).map((a) => a.link)).toEqual([
      'smapp://go_live?event=broadcast',
      'smapp://lives?event=broadcast',
    ]);
  });

  it('tells the four KTV room events apart: their words and actions differ', () => {
    const ktv = ['ktv-new-room', 'ktv-cheerful', 'speed-ktv', 'room-diamond-count'].map(at);
    for (const key of ['tagline', 'board', 'rankedBy'] as const)
      expect(new Set(ktv.map((p) => p[key])).size, key).toBe(4);
    expect(new Set(ktv.map((p) => p.actions[0]!.label)).size).toBe(4);
    expect(at('speed-ktv').phaseTexts?.running).toBe('The sprint ends in');
  });
});
