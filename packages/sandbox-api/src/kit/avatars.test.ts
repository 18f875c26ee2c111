import { describe, expect, it } from 'vitest';
import { AVATAR_COUNT, avatarSvg, avatarUrl } from './avatars.ts';

describe('avatars', () => {
  it('wraps any number onto the served avatars', () => {
    expect(avatarUrl(3)).toBe('/static/avatars/3.svg');
    expect(avatarUrl(AVATAR_COUNT + 1)).toBe('/static/avatars/1.svg');
    expect(avatarUrl(-1)).toBe(`/static/avatars/${AVATAR_COUNT - 1}.svg`);
  });

  it('draws every served avatar and refuses other files', () => {
    for (let n = 0; n < AVATAR_COUNT; n++) expect(avatarSvg(`${n}.svg`)).toMatch(/^<svg /);
    expect(avatarSvg(`${AVATAR_COUNT}.svg`)).toBeNull();
    expect(avatarSvg('../x.svg')).toBeNull();
  });
});
