// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { charCount, cleanName, countryName, draftProblems, EMPTY_DRAFT, FORM_MESSAGES } from './guildForm.ts';

const good = { name: 'Budi Band', country: 'ID', cover: '/static/guild/uploads/u1.png', slogan: '' };

describe('create-guild form', () => {
  it('accepts a complete draft', () => {
    expect(draftProblems(good)).toEqual({});
  });
  it('names every missing or bad field', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual({
      name: FORM_MESSAGES.name,
      country: FORM_MESSAGES.country,
      cover: FORM_MESSAGES.cover,
    });
    expect(draftProblems({ ...good, name: ' A ' }).name).toBe(FORM_MESSAGES.name);
    expect(draftProblems({ ...good, name: 'x'.repeat(21) }).name).toBe(FORM_MESSAGES.name);
    expect(draftProblems({ ...good, country: 'XX' }).country).toBe(FORM_MESSAGES.country);
    expect(draftProblems({ ...good, slogan: 's'.repeat(61) }).slogan).toBe(FORM_MESSAGES.slogan);
  });
  it('counts an emoji as one character and cleans spaces', () => {
    expect(charCount('🎤🎤')).toBe(2);
    expect(draftProblems({ ...good, name: '🎤'.repeat(20) }).name).toBeUndefined();
    expect(cleanName('  Budi   Band ')).toBe('Budi Band');
  });
  it('names countries in the page’s language', () => {
    expect(countryName('EG', 'en')).toBe('Egypt');
    expect(countryName('EG', 'ar')).toBe('مصر');
  });
});
