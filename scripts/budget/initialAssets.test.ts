import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  budgetKbFor,
  DEFAULT_BUDGET_KB,
  initialAssets,
  parseHtmlRefs,
  staticImports,
} from './initialAssets.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'h5-budget-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
  writeFileSync(path.join(tmp, rel), text);
}
const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;

describe('parseHtmlRefs', () => {
  it('finds module entries, modulepreloads and stylesheets in any attribute order', () => {
    const refs = parseHtmlRefs(`<!doctype html><html><head>
      <script type="module" crossorigin src="/cdn/x/assets/index-a1.js"></script>
      <script src="/legacy.js"></script>
      <link rel="modulepreload" crossorigin href="/cdn/x/assets/vendor-b2.js">
      <link href='/cdn/x/assets/index-c3.css' rel=stylesheet>
      <link rel="icon" href="/favicon.ico">
      <!-- <script type="module" src="/commented.js"></script> -->
      </head></html>`);
    expect(refs).toEqual({
      entries: ['/cdn/x/assets/index-a1.js'],
      modulepreloads: ['/cdn/x/assets/vendor-b2.js'],
      stylesheets: ['/cdn/x/assets/index-c3.css'],
    });
  });
});

describe('staticImports', () => {
  it('takes static imports and re-exports, not dynamic import() or import.meta', () => {
    const code = [
      'import{a as b,c}from"./vendor-b2.js";import"./side-d4.js";',
      "import def from './def-e5.js';",
      'import * as ns from "./ns-f6.js"',
      'export*from"./re-g7.js";export{x}from"./rex-h8.js";',
      'const lazy=()=>import("./lazy-i9.js");const u=import.meta.url;',
      'const s="not an import";export{b as default};',
    ].join('\n');
    expect(staticImports(code)).toEqual([
      './vendor-b2.js',
      './side-d4.js',
      './def-e5.js',
      './ns-f6.js',
      './re-g7.js',
      './rex-h8.js',
    ]);
  });
});

describe('initialAssets', () => {
  const entry =
    'import{v}from"./vendor-b2.js";import"./shared-c3.js";const l=()=>import("./lazy-d4.js");v(l);';
  const vendor = `import"./shared-c3.js";export const v=(x)=>x;${'/* padding */'.repeat(50)}`;
  const shared = 'export const s=1;';
  const lazy = 'import"./lazy-dep-e5.js";export default 1;';
  const css = 'body{margin:0;color:#333}';
  write(
    'dist/index.html',
    `<html><head><script type="module" crossorigin src="https://cdn.example.net/h5/x/assets/index-a1.js"></script>
     <link rel="modulepreload" href="/cdn/x/assets/vendor-b2.js"><link rel="stylesheet" href="./assets/index-f6.css"></head></html>`,
  );
  write('dist/assets/index-a1.js', entry);
  write('dist/assets/vendor-b2.js', vendor);
  write('dist/assets/shared-c3.js', shared);
  write('dist/assets/lazy-d4.js', lazy);
  write('dist/assets/lazy-dep-e5.js', 'export default 2;');
  write('dist/assets/index-f6.css', css);

  it('follows the entry, modulepreloads and static imports once each, and skips lazy chunks', () => {
    const a = initialAssets(path.join(tmp, 'dist'));
    expect(a.js.map((f) => f.file).sort()).toEqual([
      'assets/index-a1.js',
      'assets/shared-c3.js',
      'assets/vendor-b2.js',
    ]);
    expect(a.jsGzip).toBe(gz(entry) + gz(vendor) + gz(shared));
    expect(a.css.map((f) => f.file)).toEqual(['assets/index-f6.css']);
    expect(a.cssGzip).toBe(gz(css));
    expect(a.missing).toEqual([]);
  });

  it('counts the shared runtime the HTML preloads as initial, once, and says how much of it it is', () => {
    const runtime = `export const useState=1;${'/* react */'.repeat(40)}`;
    const app = 'import{useState as u}from"/cdn/runtime/runtime-r1.js";u;';
    write(
      'dist3/index.html',
      `<script type="module" crossorigin src="/cdn/z/assets/index-a1.js"></script>
       <link rel="modulepreload" crossorigin href="/cdn/runtime/runtime-r1.js">`,
    );
    write('dist3/assets/index-a1.js', app);
    write('dist3/runtime/runtime-r1.js', runtime);
    const a = initialAssets(path.relative(process.cwd(), path.join(tmp, 'dist3')));
    expect(a.js.map((f) => f.file).sort()).toEqual(['assets/index-a1.js', 'runtime/runtime-r1.js']);
    expect(a.jsGzip).toBe(gz(app) + gz(runtime));
    expect(a.runtimeGzip).toBe(gz(runtime));
  });

  it('reports references to files that are not in dist', () => {
    write('dist2/index.html', '<script type="module" src="/cdn/y/assets/gone-1.js"></script>');
    const a = initialAssets(path.join(tmp, 'dist2'));
    expect(a.js).toEqual([]);
    expect(a.missing).toEqual(['/cdn/y/assets/gone-1.js']);
  });
});

describe('budgetKbFor', () => {
  it('reads h5.budgetKb from the campaign package.json, else the default', () => {
    write('c1/package.json', JSON.stringify({ name: 'c1', h5: { budgetKb: 120 } }));
    write('c2/package.json', JSON.stringify({ name: 'c2' }));
    write('c3/package.json', JSON.stringify({ h5: { budgetKb: 'big' } }));
    expect(budgetKbFor(path.join(tmp, 'c1'))).toBe(120);
    expect(budgetKbFor(path.join(tmp, 'c2'))).toBe(DEFAULT_BUDGET_KB);
    expect(DEFAULT_BUDGET_KB).toBe(90);
    expect(() => budgetKbFor(path.join(tmp, 'c3'))).toThrow(/budgetKb/);
  });
});
