// The unit-test settings of every campaign: a campaign's vite.config.ts hands them to Vitest, so
// a campaign needs no vitest.config.ts of its own.

import type { ViteUserConfig } from 'vitest/config';

/**
 * Tests sit beside the code they test (`x.test.ts` next to `x.ts`), in a DOM for components; a
 * test of plain logic says `// @vitest-environment node` and skips the DOM's set-up.
 */
export const CAMPAIGN_TEST_FILES = ['src/**/*.test.{ts,tsx}'];

export function campaignVitestConfig(): Pick<ViteUserConfig, 'test'> {
  return { test: { environment: 'happy-dom', include: CAMPAIGN_TEST_FILES } };
}
