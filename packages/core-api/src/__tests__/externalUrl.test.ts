// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseExternalUrl } from '../externalUrl.ts';

describe('parseExternalUrl', () => {
  it('reads absolute http and https addresses', () => {
    expect(parseExternalUrl('https://pay.example/checkout?id=1')?.hostname).toBe('pay.example');
    expect(parseExternalUrl('http://box.internal/pay')?.protocol).toBe('http:');
  });
  it('refuses what a browser could read otherwise', () => {
    for (const bad of [
      '',
      '/pay',
      '//evil.com/pay',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://pay.example',
      'https://pay.example@evil.com',
      'https://user:pw@pay.example',
      'https://pay.example\\@evil.com',
      '/\\evil.com',
      'https://pay.exa\tmple',
      'https://pay.example\n.evil.com',
      `https://pay.example/${'x'.repeat(5000)}`,
      42,
      null,
    ]) {
      expect(parseExternalUrl(bad), String(bad)).toBeNull();
    }
  });
});
