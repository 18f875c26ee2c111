// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSignUp, cleanSignUp, SIGN_UP_ERRORS } from './signUp.ts';

const colleges = ['IIT Delhi', 'NIT Trichy'];
const good = { name: 'Aarav', college: 'IIT Delhi', city: 'Delhi', phone: '9876543210' };

describe('checkSignUp', () => {
  it('lets a complete form through', () => {
    expect(checkSignUp(good, colleges)).toEqual({});
  });
  it('names every bad field with its own sentence', () => {
    expect(checkSignUp({ name: ' ', college: '', city: '', phone: '12345' }, colleges)).toEqual({
      name: SIGN_UP_ERRORS.name,
      college: SIGN_UP_ERRORS.college,
      city: SIGN_UP_ERRORS.city,
      phone: SIGN_UP_ERRORS.phone,
    });
  });
  it('refuses a college that is not on the list and names that are too long', () => {
    expect(checkSignUp({ ...good, college: 'Hogwarts' }, colleges)).toEqual({
      college: SIGN_UP_ERRORS.college,
    });
    expect(checkSignUp({ ...good, name: 'x'.repeat(41) }, colleges)).toEqual({ name: SIGN_UP_ERRORS.name });
  });
  it('takes a phone number as people write it, but only a mobile one', () => {
    expect(checkSignUp({ ...good, phone: '+91 98765-43210' }, colleges)).toEqual({});
    expect(checkSignUp({ ...good, phone: '09876543210' }, colleges)).toEqual({});
    expect(checkSignUp({ ...good, phone: '1876543210' }, colleges)).toEqual({ phone: SIGN_UP_ERRORS.phone });
  });
});

describe('cleanSignUp', () => {
  it('trims what it sends', () => {
    expect(
      cleanSignUp({ name: ' A ', college: ' IIT Delhi', city: 'Delhi ', phone: '+91 98765 43210' }),
    ).toEqual({
      name: 'A',
      college: 'IIT Delhi',
      city: 'Delhi',
      phone: '9876543210',
    });
  });
});
