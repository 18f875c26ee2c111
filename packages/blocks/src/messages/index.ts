// The blocks' own texts in every shipped language. A campaign that uses blocks loads them before
// its own: `messages: [blockMessages, (lang) => import(\`./messages/${lang}.json\`)]`.

import type { MessageLoader } from '@h5/i18n';

export const blockMessages: MessageLoader = (lang) => import(`./${lang}.json`);
