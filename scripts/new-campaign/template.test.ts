import { describe, expect, it } from 'vitest';
import { campaignFiles, validateName } from './template.ts';

describe('new-campaign', () => {
  it('accepts hyphenated lower-case names only, and not twice', () => {
    expect(validateName('weekly-star', [])).toBeNull();
    expect(validateName('Weekly_Star', [])).toMatch(/lower-case/);
    expect(validateName('../evil', [])).toMatch(/lower-case/);
    expect(validateName('system', ['system'])).toMatch(/already exists/);
  });

  it('makes a campaign with routes, a lazy screen, messages and an e2e suite', () => {
    const files = campaignFiles('weekly-star');
    expect(Object.keys(files).sort()).toEqual([
      'e2e/weekly-star.e2e.ts',
      'index.html',
      'package.json',
      'playwright.config.ts',
      'src/art/hero.svg',
      'src/main.tsx',
      'src/messages/ar.json',
      'src/routes.ts',
      'src/screens/Home.tsx',
      'src/shell.html',
      'src/styles.css',
      'tsconfig.json',
      'vite.config.ts',
      'vitest.config.ts',
    ]);
    expect(files['src/routes.ts']).toContain("path: '/v/weekly-star'");
    expect(JSON.parse(files['package.json'] ?? '{}').name).toBe('weekly-star');
    expect(JSON.parse(files['src/messages/ar.json'] ?? '{}')['Now on']).toBe('جارٍ الآن');
    expect(files['src/main.tsx']).toContain('lazy(');
    // The shell's static text must be in every catalog, or the build fails.
    expect(files['src/shell.html']).toContain('data-t="WeeklyStar"');
    expect(JSON.parse(files['src/messages/ar.json'] ?? '{}').WeeklyStar).toBeDefined();
    expect(files['e2e/weekly-star.e2e.ts']).toContain('expectShellHoldsFirstScreen');
  });
});
