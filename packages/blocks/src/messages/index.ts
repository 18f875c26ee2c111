// The blocks' own texts in every shipped language. A campaign that uses blocks loads them before
// its own (the generated entry does so, vite-preset entry.ts).

import { catalogLoader, type Messages } from '@h5/i18n';

export const blockMessages = catalogLoader(
  import.meta.glob<Messages>('./*.json', { import: 'default' }),
  './',
);
