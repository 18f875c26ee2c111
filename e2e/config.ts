// Shared Playwright settings: a 360×640 phone, Chromium from Debian when present, and one
// project per campaign so each suite also runs alone (`pnpm --filter <campaign> e2e`).

import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

export const REPO_ROOT = resolve(import.meta.dirname, '..');

/**
 * Debian's headless shell first: the same Chromium without the desktop browser around it, it
 * runs the suite in about half the time of the full browser in headless mode on a 2-core runner.
 */
export function chromiumPath(): string | undefined {
  const env = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (env) return env;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
}

/** Root in a container: no sandbox; no background traffic to hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const phone = {
  ...devices['Pixel 5'],
  viewport: { width: 360, height: 640 },
  // The shared fixtures open pages on each worker's own site; no baseURL is needed.
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  },
};

function project(name: string, testDir: string): Project {
  return { name, testDir, testMatch: '**/*.e2e.ts', use: phone };
}

const common: PlaywrightTestConfig = {
  // The slow phone is emulated by the app's own timeouts, not by Playwright's: 30 s per test is
  // ample for a built page on loopback; a test that needs the 30 s withdraw timeout shortens it
  // through the sandbox instead.
  timeout: 30_000,
  // The expect timeout is for a loaded 2-core runner, where a render can take seconds.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: join(REPO_ROOT, 'playwright-report') }]]
    : 'list',
  outputDir: join(REPO_ROOT, 'test-results'),
};

/** The config of one campaign's suite. */
export function campaignConfig(campaign: string) {
  return defineConfig({
    ...common,
    projects: [project(campaign, join(REPO_ROOT, 'campaigns', campaign, 'e2e'))],
  });
}

/** Every campaign's suite and the cross-campaign ones under e2e/. */
export function allProjects(): Project[] {
  const campaigns = readdirSync(join(REPO_ROOT, 'campaigns')).filter((c) =>
    existsSync(join(REPO_ROOT, 'campaigns', c, 'e2e')),
  );
  return [
    ...campaigns.sort().map((c) => project(c, join(REPO_ROOT, 'campaigns', c, 'e2e'))),
    project('cross-campaign', join(REPO_ROOT, 'e2e', 'cross-campaign')),
    project('edge', join(REPO_ROOT, 'e2e', 'edge')),
    project('publish', join(REPO_ROOT, 'e2e', 'publish')),
  ];
}

export function rootConfig() {
  return defineConfig({ ...common, projects: allProjects() });
}
