// The blocks' own texts in every shipped language. A campaign that uses blocks loads them before
// its own (the generated entry does so, vite-preset entry.ts).

import type { MessageLoader } from '@h5/i18n';

// A glob rather than `import(\`./${lang}.json\`)`, which brings Vite's helper for variable
// imports into the page's first file.
const catalogs = import.meta.glob<Record<string, string>>('./*.json', { import: 'default' });

export const blockMessages: MessageLoader = (lang) => catalogs[`./${lang}.json`]?.() ?? Promise.resolve({});
