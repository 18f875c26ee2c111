// @vitest-environment node
// Each VIP page's hero says what the page offers, never the page's title again.
import { describe, expect, it } from 'vitest';
import { CONTACT_US } from './contact.ts';
import ar from './messages/ar.json';
import { TITLES } from './routes.ts';
import { INTIMACY_SUB } from './screens/IntimacyPrivileges.tsx';
import { NOBLE_SUB } from './screens/NobleIndex.tsx';
import { PRIVILEGES_SUB } from './screens/VipPrivileges.tsx';
import { RULES_SUB } from './screens/VipRules.tsx';
import { SALE_SUB } from './screens/VipSale.tsx';

const LINES = [SALE_SUB, PRIVILEGES_SUB, INTIMACY_SUB, RULES_SUB, CONTACT_US, NOBLE_SUB];

describe('the VIP heroes', () => {
  it('say what each page offers, in Arabic too, and never a page’s title', () => {
    const arabic = ar as Record<string, string>;
    expect(LINES.filter((l) => !(l in arabic))).toEqual([]);
    for (const line of LINES) {
      expect(Object.values(TITLES)).not.toContain(line);
      expect(Object.values(TITLES).map((x) => arabic[x])).not.toContain(arabic[line]);
    }
  });
});
