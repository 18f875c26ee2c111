// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, VERSION_GATES, versionAtLeast } from '../version.ts';

describe('parseVersion', () => {
  it('parses full, short and decorated versions', () => {
    expect(parseVersion('8.33.2')).toEqual([8, 33, 2]);
    expect(parseVersion('8.4')).toEqual([8, 4, 0]);
    expect(parseVersion('8')).toEqual([8, 0, 0]);
    expect(parseVersion(' v7.0.9 ')).toEqual([7, 0, 9]);
    expect(parseVersion('8.33.2.1')).toEqual([8, 33, 2]);
    expect(parseVersion('8.33.2-beta')).toEqual([8, 33, 2]);
  });
  it('rejects garbage', () => {
    for (const v of [null, undefined, '', 'abc', '8.a', '.8', '8..1', '1.2.3x', 'NaN'])
      expect(parseVersion(v)).toBeNull();
  });
});

describe('compareVersions', () => {
  it('compares numerically, not as strings', () => {
    expect(compareVersions('8.4', '8.33')).toBe(-1);
    expect(compareVersions('8.33.0', '8.4.9')).toBe(1);
    expect(compareVersions('8.33.4', '8.33.5')).toBe(-1);
    expect(compareVersions('8.33', '8.33.0')).toBe(0);
    expect(compareVersions('10.0.0', '9.99.99')).toBe(1);
  });
  it('sorts unparsable lowest', () => {
    expect(compareVersions('garbage', '0.0.1')).toBe(-1);
    expect(compareVersions('0.0.0', 'garbage')).toBe(1);
    expect(compareVersions('x', 'y')).toBe(0);
  });
});

it('versionAtLeast', () => {
  expect(versionAtLeast('8.33.0', '8.33.0')).toBe(true);
  expect(versionAtLeast('8.33.4', '8.33.5')).toBe(false);
  expect(versionAtLeast(null, '7.0.7')).toBe(false);
  expect(versionAtLeast('junk', '0.0.0')).toBe(false);
});

it('VERSION_GATES are the spec gates in ascending order', () => {
  expect([...VERSION_GATES].sort(compareVersions)).toEqual(VERSION_GATES);
  expect(VERSION_GATES).toHaveLength(9);
});
