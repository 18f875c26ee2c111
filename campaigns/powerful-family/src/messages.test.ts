// The Arabic page shows no English: every text key the sources name, and every named message, is
// in messages/ar.json.
import { flattenRoutes } from '@h5/ui-kit/routes';
import { expect, it } from 'vitest';
import ar from './messages/ar.json';
import routes from './routes.ts';
import { NO_FAMILY_IN_LINK } from './screens/RegionalDetail.tsx';
import { NO_RULES } from './screens/Rule.tsx';
import { levelName, STATUS } from './stages.ts';

const files = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('has an Arabic text for every key', () => {
  const keys = new Set<string>([
    NO_RULES,
    ...Object.values(STATUS),
    NO_FAMILY_IN_LINK,
    ...[0, 1, 5, 6, 7, 8].map((l) => levelName(l).key),
    ...flattenRoutes(routes.routes).flatMap((r) => (r.meta.title ? [r.meta.title] : [])),
  ]);
  for (const src of Object.values(files)) {
    for (const m of src.matchAll(
      /\bt\('((?:[^'\\]|\\.)+)'|\b(?:empty|title)="([^"]+)"|TITLE = '([^']+)'|: '([A-Z][^']+)',$/gm,
    )) {
      keys.add((m[1] ?? m[2] ?? m[3] ?? m[4])!);
    }
  }
  keys.delete(routes.title); // the local index's line, not shown on a page
  const missing = [...keys].filter((k) => !(k in ar));
  expect(missing).toEqual([]);
  expect(keys.size).toBeGreaterThan(50);
});
