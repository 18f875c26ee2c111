// What a read descriptor holds, and what the types refuse: a route's parameter the contract does
// not have, and a screen's call whose parameters are not the ones the route names (its answer
// would be kept under another key than the HTML's read, and asked for twice). The refusals are
// checked by the typecheck (`npx tsc -p .`), each `@ts-expect-error` failing it if the line compiles.

import { type CallDef, defineCall } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { defineRead, readName } from '../reads.ts';

const getThing = defineCall<{ thing_id: string; page?: number; lang?: string }, { name: string }>({
  name: 'test.thing',
  method: 'GET',
  host: 'api',
  path: '/thing/{thing_id}',
});
const WHEN = { value: '$param.id', pattern: /^\d+$/ };
const THING_READ = defineRead(getThing, { thing_id: '$param.id', page: 1 }, { when: WHEN });

/** The client's call, as the screen makes it (core-api client.ts). */
const call = <P extends object, R>(def: CallDef<P, R>, params: P): [CallDef<P, R>, P] => [def, params];

describe('defineRead', () => {
  it('is the call with the route’s parameters and conditions, as the HTML’s preload reads them', () => {
    expect(THING_READ).toEqual({ call: getThing, params: { thing_id: '$param.id', page: 1 }, when: WHEN });
    expect(readName(THING_READ)).toBe('test.thing');
    expect(readName({ call: 'test.thing' })).toBe('test.thing');
    expect(defineRead(getThing)).toEqual({ call: getThing });
  });

  it('gives the screen the same call, typed with the parameters the route names', () => {
    expect(call(THING_READ.call, { thing_id: '7', page: 1 })[0]).toBe(getThing);
    // @ts-expect-error a parameter the route does not name: the screen's key would differ from the HTML's
    call(THING_READ.call, { thing_id: '7', page: 1, lang: 'ar' });
    // @ts-expect-error the route names `thing_id`: a call without it is another read
    call(THING_READ.call, { page: 1 });
    // @ts-expect-error a parameter the contract does not have
    defineRead(getThing, { thing: '$param.id' });
    // One the screen adds later (a search typed) is its to send, and not the HTML's.
    const later = defineRead(getThing, { thing_id: '$param.id' }, { later: ['lang'] });
    expect(call(later.call, { thing_id: '7', lang: 'ar' })[1]).toEqual({ thing_id: '7', lang: 'ar' });
    // @ts-expect-error only the parameters named later
    call(later.call, { thing_id: '7', page: 2 });
  });
});
