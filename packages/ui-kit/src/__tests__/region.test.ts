import type { SelfUser } from '@h5/core-api/contracts/general';
import { createTranslator, formatDate, pageRegion, setRegion } from '@h5/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { followUserRegion } from '../app.tsx';
import { currentUser, translator } from '../store.ts';

const NOV_26 = Date.UTC(2026, 10, 26, 12);
const user = (country: string) => ({ uid: 1, is_anonymous: false, country }) as SelfUser;

let stop = () => {};
afterEach(() => {
  stop();
  currentUser.value = null;
  setRegion(null);
});

describe("the user's region", () => {
  it("takes the page's country parameter until the server names the user's own", () => {
    stop = followUserRegion('EG', () => createTranslator({}));
    expect(pageRegion()).toBe('EG');
    currentUser.value = user('IN');
    expect(pageRegion()).toBe('IN');
    expect(formatDate('en', NOV_26, { timeZone: 'UTC' })).toBe('26/11/2026');
    // A visitor has no country of their own.
    currentUser.value = user('');
    expect(pageRegion()).toBe('EG');
  });

  it('renders the texts again when the region changes after the screen rendered', () => {
    setRegion('IN');
    const before = translator.value;
    stop = followUserRegion('IN', () => createTranslator({}));
    expect(translator.value).toBe(before);
    currentUser.value = user('EG');
    expect(translator.value).not.toBe(before);
  });
});
