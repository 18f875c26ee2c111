// Engifest's sign-up form: every field checked before it is sent, each with its own sentence; the
// server checks the same limits again (contracts/rankings).

import {
  ENGIFEST_CITY_MAX,
  ENGIFEST_NAME_MAX,
  ENGIFEST_PHONE_PATTERN,
} from '@h5/core-api/contracts/rankings';

export interface SignUpFields {
  name: string;
  college: string;
  city: string;
  phone: string;
}

export const SIGN_UP_ERRORS = {
  name: 'Please enter your name (up to 40 characters).',
  college: 'Please choose your college.',
  city: 'Please enter your city (up to 40 characters).',
  phone: 'Please enter a 10-digit mobile number.',
} as const;

export type SignUpErrors = { [K in keyof SignUpFields]?: string };

/** The fields as sent: spaces trimmed, the phone's spaces and dashes and a leading +91 or 0 dropped. */
export function cleanSignUp(f: SignUpFields): SignUpFields {
  const phone = f.phone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  return { name: f.name.trim(), college: f.college.trim(), city: f.city.trim(), phone };
}

/** The error of each bad field (English keys); empty when the form can be sent. */
export function checkSignUp(f: SignUpFields, colleges: readonly string[]): SignUpErrors {
  const c = cleanSignUp(f);
  const errors: SignUpErrors = {};
  if (!c.name || c.name.length > ENGIFEST_NAME_MAX) errors.name = SIGN_UP_ERRORS.name;
  if (!colleges.includes(c.college)) errors.college = SIGN_UP_ERRORS.college;
  if (!c.city || c.city.length > ENGIFEST_CITY_MAX) errors.city = SIGN_UP_ERRORS.city;
  if (!ENGIFEST_PHONE_PATTERN.test(c.phone)) errors.phone = SIGN_UP_ERRORS.phone;
  return errors;
}
