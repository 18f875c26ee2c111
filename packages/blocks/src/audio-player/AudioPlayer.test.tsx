import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { AudioPlayer, CANNOT_PLAY, nowPlaying, stopAudio } from './AudioPlayer.tsx';

// The page's one <audio> element, as the player made it: the last one constructed.
let played: HTMLMediaElement[] = [];
let playResult: () => Promise<void> = async () => {};

beforeEach(() => {
  runtime();
  played = [];
  playResult = async () => {};
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return playResult();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(async () => {
  await act(async () => stopAudio());
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const button = (host: HTMLElement, i: number) =>
  host.querySelectorAll<HTMLButtonElement>('[data-testid="play"]')[i]!;
const click = (el: HTMLElement) => act(async () => el.click());
const fire = (type: string) => act(async () => played.at(-1)!.dispatchEvent(new Event(type)));

async function twoPlayers() {
  return render(
    <>
      <AudioPlayer id="a" src="/a.wav" title="Perfect" />
      <AudioPlayer id="b" src="/b.wav" title="Tum Hi Ho" />
    </>,
  );
}

describe('AudioPlayer', () => {
  it('loads at the tap, then plays, then stops at the end', async () => {
    const host = await twoPlayers();
    expect(played).toHaveLength(0);
    await click(button(host, 0));
    expect(played.at(-1)!.getAttribute('src')).toBe('/a.wav');
    expect(button(host, 0).getAttribute('aria-label')).toBe('Loading: Perfect');
    await fire('playing');
    expect(button(host, 0).getAttribute('aria-label')).toBe('Pause: Perfect');
    await fire('ended');
    expect(button(host, 0).getAttribute('aria-label')).toBe('Play: Perfect');
  });

  it('stops the one playing when another starts', async () => {
    const host = await twoPlayers();
    await click(button(host, 0));
    await fire('playing');
    await click(button(host, 1));
    expect(played.at(-1)!.getAttribute('src')).toBe('/b.wav');
    expect(button(host, 0).getAttribute('aria-label')).toBe('Play: Perfect');
    expect(button(host, 1).getAttribute('aria-label')).toBe('Loading: Tum Hi Ho');
    // One element for the page: the first clip cannot go on under the second.
    expect(new Set(played).size).toBe(1);
  });

  it('says when a clip cannot play, and plays it on the retry', async () => {
    const host = await twoPlayers();
    await click(button(host, 0));
    await fire('error');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(CANNOT_PLAY);
    expect(button(host, 0).getAttribute('aria-label')).toBe('Try again: Perfect');
    await click(button(host, 0));
    expect(nowPlaying.value).toEqual({ id: 'a', phase: 'loading' });
    expect(played).toHaveLength(2);
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('treats a refused start as a failure, and a tap on the playing one as a stop', async () => {
    playResult = async () => {
      throw new DOMException('no', 'NotSupportedError');
    };
    const host = await twoPlayers();
    await click(button(host, 1));
    expect(nowPlaying.value).toEqual({ id: 'b', phase: 'error' });
    playResult = async () => {};
    await click(button(host, 1));
    await fire('playing');
    await click(button(host, 1));
    expect(nowPlaying.value).toBeNull();
  });
});
