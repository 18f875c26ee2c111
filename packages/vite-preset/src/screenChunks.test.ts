// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { campaignEntry } from './entry.ts';
import {
  messageChunkFiles,
  screenChunkFiles,
  screenModuleSpecifiers,
  screenModules,
} from './screenChunks.ts';

describe('the screens of an entry', () => {
  it('reads an import inside the screen, a named loader, and a loader called inside lazy()', () => {
    const source = `
import { lazy } from 'react';
const income = lazyScreens(() => import('./screens/Income.tsx'));
const flows = () => import("./screens/flowScreens.tsx");
const other = 3;
void startCampaign({
  routes,
  screens: {
    luckyEggs: lazyScreens(() => import('./screens/LuckyEggsPage.tsx'))('LuckyEggsPage'),
    income: income('IncomePage'),
    'with-dash': income('Other'),
    quick: lazy(() => flows().then((m) => ({ default: m.QuickScreen }))),
    middle: lazy(() => import('./screens/MiddlePage.tsx').then((m) => ({ default: m.MiddlePage }))),
    plain: Plain,
  },
  messages: [blockMessages, (lang) => import(\`./messages/\${lang}.json\`)],
});`;
    expect(screenModuleSpecifiers(source)).toEqual({
      luckyEggs: './screens/LuckyEggsPage.tsx',
      income: './screens/Income.tsx',
      'with-dash': './screens/Income.tsx',
      quick: './screens/flowScreens.tsx',
      middle: './screens/MiddlePage.tsx',
    });
    expect(screenModules(source, '/c/src/main.tsx').income).toBe('/c/src/screens/Income.tsx');
  });

  it('reads the generated entry of a campaign without main.tsx', () => {
    const root = new URL('../../../campaigns/annual-ceremony', import.meta.url).pathname;
    const source = campaignEntry(root, {
      campaign: 'annual-ceremony',
      title: 'x',
      routes: [{ path: '/v/annual-ceremony-home', screen: 'home' }],
    });
    expect(screenModuleSpecifiers(source)).toEqual({ home: './screens/Home.tsx' });
  });

  it('is empty for an entry without a screens object', () => {
    expect(screenModuleSpecifiers('void startCampaign({ routes })')).toEqual({});
  });
});

describe('the chunk files of each screen', () => {
  const chunk = (fileName: string, more: object = {}) => ({ type: 'chunk', fileName, imports: [], ...more });
  const bundle = {
    'index.js': chunk('index.js', { isEntry: true, imports: ['shared.js', '/cdn/runtime/runtime-1.js'] }),
    'shared.js': chunk('shared.js'),
    'Income.js': chunk('Income.js', {
      facadeModuleId: '/c/src/screens/Income.tsx',
      imports: ['shared.js', 'finance.js'],
    }),
    'finance.js': chunk('finance.js', { imports: ['units.js'] }),
    'units.js': chunk('units.js'),
    'index.css': { type: 'asset', fileName: 'index.css' },
  };

  it('are the chunk and its static imports the entry does not already load, in load order', () => {
    expect(
      screenChunkFiles({ income: '/c/src/screens/Income.tsx', gone: '/c/src/screens/Gone.tsx' }, bundle),
    ).toEqual({ income: ['Income.js', 'finance.js', 'units.js'] });
  });

  it('and the message catalogs’ per language, from ui-kit, the blocks and the campaign', () => {
    expect(
      messageChunkFiles({
        ...bundle,
        'ar-a.js': chunk('ar-a.js', { facadeModuleId: '/r/packages/ui-kit/src/messages/ar.json' }),
        'ar-b.js': chunk('ar-b.js', { facadeModuleId: '/r/campaigns/c/src/messages/ar.json' }),
        'fr-a.js': chunk('fr-a.js', { facadeModuleId: '/r/packages/ui-kit/src/messages/fr.json' }),
        'other.js': chunk('other.js', { facadeModuleId: '/r/campaigns/c/src/messages/index.ts' }),
      }),
    ).toEqual({ ar: ['ar-a.js', 'ar-b.js'], fr: ['fr-a.js'] });
  });
});
