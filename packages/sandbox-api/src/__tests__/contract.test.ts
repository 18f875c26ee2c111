// The contract: every call the pages can make (each definition in core-api's contracts) has a
// handler in the sandbox, so no page ships a call the local API cannot answer.
import type { CallDef } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { ALL_AREAS } from '../areas/index.ts';
import { createSandbox } from '../server.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../../core-api/src/contracts/*.ts', {
  eager: true,
});

function isCall(v: unknown): v is CallDef {
  return !!v && typeof v === 'object' && 'name' in v && 'method' in v && 'host' in v && 'path' in v;
}

describe('API contract', () => {
  const defs = Object.values(modules).flatMap((m) => Object.values(m).filter(isCall));
  const handled = new Set(createSandbox({ areas: ALL_AREAS }).handledCalls());

  it('finds the definition of every call the sandbox answers, so none is checked against a partial list', () => {
    const defined = new Set<unknown>(defs);
    const handlers = ALL_AREAS.flatMap((a) => a.handlers.map((h) => h.def));
    expect(handlers.filter((d) => !defined.has(d)).map((d) => d.name)).toEqual([]);
  });

  it('has a sandbox handler for every call definition', () => {
    const missing = [...new Set(defs.map((d) => d.name))].filter((n) => !handled.has(n));
    expect(missing).toEqual([]);
  });

  it('gives every call a unique name', () => {
    const byName = new Map<string, CallDef>();
    for (const d of defs) {
      const seen = byName.get(d.name);
      if (seen && seen !== d) throw new Error(`Two calls are named ${d.name}`);
      byName.set(d.name, d);
    }
  });
});
