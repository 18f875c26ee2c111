// One check of the message catalogs for every campaign and every package that ships texts
// (spec 8: a page is in its language, English is the key and the fallback). A text a source shows
// is found from the syntax: the literal handed to t(), and every string written as prose (words
// with spaces, or a capitalised word) outside the places that are never shown (class names,
// paths, test ids, comparisons, import paths…). Each such text needs an entry in every catalog
// the unit ships (`src/messages/<lang>.json`), or in a catalog it loads after (ui-kit's, the
// blocks'); an Arabic entry that copies the English is untranslated; an entry no source shows is
// dead weight that drifts from the page. (Plural forms per language: scripts/messages/pluralForms.test.ts.)
import { join } from 'node:path';
import ts from 'typescript';
import { calleeName, lineOf, nodes, type Source } from './source.ts';

export type MessageRule =
  | 'message-missing'
  | 'message-untranslated'
  | 'message-placeholders'
  | 'message-unused';

export interface MessageViolation {
  rule: MessageRule;
  file: string;
  line: number;
  why: string;
}

/** A text a source shows, in English: the key of every language's entry. */
export interface Shown {
  key: string;
  file: string;
  line: number;
}

/**
 * Texts written the same in every language, with the reason: shown as they are on an Arabic page
 * and, where a catalog has them, with the English as the entry.
 */
export const SAME_IN_EVERY_LANGUAGE: Readonly<Record<string, string>> = {
  PayPal: 'a brand',
  GCash: 'a brand',
  Paytm: 'a brand',
  Fawry: 'a brand',
  'Vodafone Cash': 'a brand',
  StarMaker: "the app's name",
  'PNG, JPEG, WebP': 'the names of image formats, as the phone shows them in its file picker',
};

/** Texts a page hands to another page, which shows them, with the reason. */
export const SHOWN_BY_ANOTHER_PAGE: Readonly<Record<string, string>> = {
  'This certificate is invalid.':
    "spec 4: quick-recharge sends it as the error page's errorMsg; the system campaign's catalog translates it",
};

/** Files whose texts are not shown on the page, with the reason. */
export const NOT_SHOWN: Readonly<Record<string, string>> = {
  'campaigns/share/src/shareMeta.ts':
    "the link preview's title and description, written into the HTML at build time for every reader",
};

/** JSX attributes that never hold a shown text. */
const NOT_TEXT_ATTRIBUTES =
  /^(className|class|type|role|href|src|srcSet|id|key|rel|target|name|lang|dir|translate|autoComplete|inputMode|enterKeyHint|pattern|d|viewBox|transform|fill|stroke|to|path|screen|call|campaign|testId|data-[\w-]+)$/;
/** Object properties that never hold a shown text. */
const NOT_TEXT_PROPERTIES = /^(path|call|campaign|screen|className|testId)$/;
/** Calls whose string arguments are never shown (DOM queries, storage, tracking, errors…). */
const NOT_TEXT_CALLS =
  /(^|\.)(matchMedia|querySelector|querySelectorAll|closest|getElementById|addEventListener|removeEventListener|getItem|setItem|removeItem|getAttribute|setAttribute|removeAttribute|get|has|set|delete|append|track|useSingleFlight|useMoneyAction|moneyAction|startsWith|endsWith|includes|indexOf|split|join|replace|replaceAll|padStart|padEnd|localeCompare|log|warn|error|info|debug|Error|TypeError|RangeError|Symbol|require|fetch|defineRoutes)$/;
const COMPARISON = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);

/** Placeholders a message fills: `{name}` and the counted `{n, plural, …}`, not a plural form's own text. */
export function placeholders(text: string): string[] {
  const names = text.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{(\w+)(?=\}|\s*,\s*plural\s*,)/g);
  return [...new Set([...names].map((m) => m[1] ?? ''))].sort();
}

/** Whether a string reads as words a person is shown, not a name the code uses. */
export function isProse(s: string): boolean {
  const words = s.replace(/\{[^{}]*\}/g, ' ').trim();
  if (!/[A-Za-z]/.test(words)) return false;
  // Paths, addresses, class lists, CSS and media queries, identifiers.
  if (/^(\.{0,2}\/|#|https?:|mailto:|data:|@)/.test(words)) return false;
  if (
    words.split(/\s+/).every((w) => /^-?[a-z0-9]+(?:[-_:][a-z0-9]+)+$|^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(w)) &&
    /-/.test(words)
  )
    return false;
  if (/^[\w-]+\(.*\)$/.test(words)) return false;
  const tokens = words.split(/\s+/);
  if (tokens.length > 1) return tokens.some((w) => /[A-Za-z]{2}/.test(w));
  return /^[A-Z](?:[a-z]+|[a-z]*(?:-[a-z]+)+)[’'…!?.:]*$/.test(words);
}

/** Whether a string literal sits where nothing is shown. */
function isNeverShown(n: ts.StringLiteralLike): boolean {
  const p = n.parent;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p)) return true;
  if (ts.isExternalModuleReference(p) || ts.isImportTypeNode(p.parent)) return true;
  if (ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p))
    if (p.name === n) return true;
  if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && NOT_TEXT_PROPERTIES.test(p.name.text))
    return true;
  // A key that names a page (`key: 'India-star'`), not one that is a text (`{ key: 'Not begun' }`).
  if (ts.isPropertyAssignment(p) && p.name.getText() === 'key' && /^[\w]+(?:-[\w]+)+$/.test(n.text))
    return true;
  // The campaign's line in the local index of pages (defineRoutes' own title), never on a page.
  if (ts.isPropertyAssignment(p) && p.name.getText() === 'title' && ts.isCallExpression(p.parent.parent))
    if (calleeName(p.parent.parent) === 'defineRoutes') return true;
  if (ts.isJsxAttribute(p) && NOT_TEXT_ATTRIBUTES.test(p.name.getText())) return true;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === n) return true;
  if (ts.isBinaryExpression(p) && COMPARISON.has(p.operatorToken.kind)) return true;
  if (ts.isCaseClause(p)) return true;
  if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.expression !== n) {
    if (p.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (NOT_TEXT_CALLS.test(calleeName(p))) return true;
  }
  return false;
}

/** The literal keys handed to t(): its argument, through `a ? 'x' : 'y'` and `a ?? 'x'`. */
function translatedLiterals(arg: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(arg)) return [arg];
  if (ts.isParenthesizedExpression(arg)) return translatedLiterals(arg.expression);
  if (ts.isConditionalExpression(arg))
    return [...translatedLiterals(arg.whenTrue), ...translatedLiterals(arg.whenFalse)];
  if (
    ts.isBinaryExpression(arg) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(arg.operatorToken.kind)
  )
    return translatedLiterals(arg.right);
  return [];
}

/**
 * The text of a template whose every value is a module constant (`Keep your message to
 * ${MESSAGE_MAX} characters.`), as the page computes it; undefined for any other template.
 */
function templateText(n: ts.TemplateExpression): string | undefined {
  let out = n.head.text;
  for (const span of n.templateSpans) {
    if (!ts.isIdentifier(span.expression)) return undefined;
    const name = span.expression.text;
    let value: string | undefined;
    for (const st of n.getSourceFile().statements)
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer)
            if (ts.isNumericLiteral(d.initializer) || ts.isStringLiteralLike(d.initializer))
              value = d.initializer.text;
    if (value === undefined) return undefined;
    out += value + span.literal.text;
  }
  return out;
}

/** Top-level declarations of a module (consts, functions) and the names of its imports. */
interface ModuleScope {
  /**
   * Declared name to its texts (literals with a letter, outside the places that never show) and
   * the names it uses; `data` when it is a constant of literals (a string, a map or list of texts).
   */
  declared: Map<string, { node: ts.Node; texts: string[]; uses: string[]; data: boolean }>;
  /** Imported local name to [module specifier, exported name]. */
  imports: Map<string, [string, string]>;
  /** Modules re-exported whole (`export * from`). */
  stars: string[];
}

function scopeOf(src: Source): ModuleScope {
  const declared: ModuleScope['declared'] = new Map();
  const imports: ModuleScope['imports'] = new Map();
  const stars: string[] = [];
  const declare = (name: string, body: ts.Node) => {
    const texts: string[] = [];
    const uses: string[] = [];
    for (const n of nodes(body)) {
      if (ts.isStringLiteralLike(n) && /[A-Za-z]/.test(n.text) && !isNeverShown(n)) texts.push(n.text);
      else if (ts.isTemplateExpression(n)) texts.push(templateText(n) ?? '');
      else if (ts.isIdentifier(n) && n !== body) uses.push(n.text);
    }
    declared.set(name, { node: body, texts, uses, data: isData(body) });
  };
  for (const st of src.tree.statements) {
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) declare(d.name.text, d.initializer);
      }
    else if (ts.isFunctionDeclaration(st) && st.name && st.body) declare(st.name.text, st.body);
    else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const named = st.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const el of named.elements)
          imports.set(el.name.text, [st.moduleSpecifier.text, (el.propertyName ?? el.name).text]);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      const spec = st.moduleSpecifier.text;
      if (!st.exportClause) stars.push(spec);
      else if (ts.isNamedExports(st.exportClause))
        for (const el of st.exportClause.elements)
          imports.set(el.name.text, [spec, (el.propertyName ?? el.name).text]);
    }
  }
  return { declared, imports, stars };
}

/** A literal, or a map or list of them (`as const`, `satisfies` aside), naming other such constants. */
function isData(e: ts.Node): boolean {
  if (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e))
    return isData(e.expression);
  if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e) || ts.isIdentifier(e)) return true;
  if (ts.isPropertyAccessExpression(e)) return isData(e.expression);
  if (ts.isArrayLiteralExpression(e)) return e.elements.every(isData);
  if (ts.isObjectLiteralExpression(e))
    return e.properties.every((p) =>
      ts.isPropertyAssignment(p) ? isData(p.initializer) : ts.isShorthandPropertyAssignment(p),
    );
  return (
    e.kind === ts.SyntaxKind.TrueKeyword ||
    e.kind === ts.SyntaxKind.FalseKeyword ||
    e.kind === ts.SyntaxKind.NullKeyword
  );
}

/**
 * The texts that the declarations named `names` hold, following the names they use through the
 * module and its relative imports (`resolve` reads a module by specifier from a file).
 */
function reachableTexts(
  file: string,
  names: Iterable<string>,
  scope: (file: string) => ModuleScope | undefined,
  resolve: (from: string, specifier: string) => string | undefined,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (f: string, name: string) => {
    const id = `${f}#${name}`;
    const s = scope(f);
    if (seen.has(id) || !s) return;
    seen.add(id);
    const d = s.declared.get(name);
    if (d) {
      out.push(...d.texts.filter(isProse));
      for (const u of d.uses) walk(f, u);
      return;
    }
    const imp = s.imports.get(name);
    const target = imp && resolve(f, imp[0]);
    if (imp && target) walk(target, imp[1]);
    for (const star of imp ? [] : s.stars) {
      const t = resolve(f, star);
      if (t) walk(t, name);
    }
  };
  for (const n of names) walk(file, n);
  return out;
}

/** The root name of `X`, `X.y`, `X[k]`, `X.y.z`: where a non-literal key comes from. */
export function rootName(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) return rootName(e.expression);
  if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e))
    return rootName(e.expression);
  return undefined;
}

/** Reads modules by file and resolves specifiers between them: relative paths and `@h5/<package>`. */
export class Modules {
  private readonly scopes = new Map<string, ModuleScope>();
  constructor(private readonly sources: ReadonlyMap<string, Source>) {}
  scope = (file: string): ModuleScope | undefined => {
    let s = this.scopes.get(file);
    const src = this.sources.get(file);
    if (!s && src) {
      s = scopeOf(src);
      this.scopes.set(file, s);
    }
    return s;
  };
  resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('.')
      ? join(from, '..', specifier)
      : /^@h5\/([\w-]+)(?:\/(.+))?$/
          .exec(specifier)
          ?.slice(1)
          .reduce((pkg, sub) => `packages/${pkg}/src/${sub ? subpath(sub) : 'index'}`);
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) =>
      this.sources.has(f),
    );
  };

  /**
   * The keys a non-literal argument of t() can hold when it is read from constants of literals,
   * following its property path: `t(LOTTERY_PAGES.lottery.title)` is that one title,
   * `t(STEPS[i])` any step. Empty when it comes from anything else (a parameter, a call, an answer).
   */
  keysOf = (file: string, e: ts.Expression): string[] =>
    this.valuesOf(file, e, 0).flatMap(([f, n]) => this.literalsIn(f, n, 0));

  /** The nodes (with their file) an expression reads in constants of literals. */
  private valuesOf(file: string, e: ts.Expression, depth: number): Array<[string, ts.Node]> {
    if (depth > 12) return [];
    if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e))
      return this.valuesOf(file, e.expression, depth + 1);
    if (ts.isIdentifier(e)) return this.named(file, e.text, depth + 1);
    if (ts.isPropertyAccessExpression(e))
      return this.valuesOf(file, e.expression, depth + 1).flatMap(([f, n]) =>
        this.member(f, n, e.name.text, depth + 1),
      );
    if (ts.isElementAccessExpression(e)) {
      const key = ts.isStringLiteralLike(e.argumentExpression) ? e.argumentExpression.text : undefined;
      return this.valuesOf(file, e.expression, depth + 1).flatMap(([f, n]) =>
        this.member(f, n, key, depth + 1),
      );
    }
    return [];
  }

  /** A module's constant of literals by name, through its imports. */
  private named(file: string, name: string, depth: number): Array<[string, ts.Node]> {
    const s = this.scope(file);
    const d = s?.declared.get(name);
    if (d) return d.data ? [[file, d.node]] : [];
    const imp = s?.imports.get(name);
    const target = imp && this.resolve(file, imp[0]);
    return imp && target && depth < 12 ? this.named(target, imp[1], depth + 1) : [];
  }

  /** A property (or, with no name, every property or element) of a literal map or list. */
  private member(
    file: string,
    n: ts.Node,
    name: string | undefined,
    depth: number,
  ): Array<[string, ts.Node]> {
    if (ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isParenthesizedExpression(n))
      return this.member(file, n.expression, name, depth + 1);
    if (ts.isIdentifier(n) || ts.isPropertyAccessExpression(n))
      return this.valuesOf(file, n, depth + 1).flatMap(([f, v]) => this.member(f, v, name, depth + 1));
    if (ts.isObjectLiteralExpression(n))
      return n.properties.flatMap((p): Array<[string, ts.Node]> => {
        if (name !== undefined && p.name?.getText().replace(/^['"]|['"]$/g, '') !== name) return [];
        if (ts.isPropertyAssignment(p)) return [[file, p.initializer]];
        if (ts.isShorthandPropertyAssignment(p)) return this.named(file, p.name.text, depth + 1);
        return [];
      });
    if (ts.isArrayLiteralExpression(n) && (name === undefined || /^\d+$/.test(name)))
      return n.elements.map((el): [string, ts.Node] => [file, el]);
    return [];
  }

  /** The strings with a letter a value of constants holds, following the constants it names. */
  private literalsIn(file: string, n: ts.Node, depth: number): string[] {
    if (depth > 12) return [];
    if (ts.isStringLiteralLike(n)) return /[A-Za-z]/.test(n.text) && !isNeverShown(n) ? [n.text] : [];
    if (ts.isTemplateExpression(n)) return [templateText(n) ?? ''].filter(Boolean);
    if (ts.isIdentifier(n) || ts.isPropertyAccessExpression(n))
      return this.valuesOf(file, n, depth + 1).flatMap(([f, v]) => this.literalsIn(f, v, depth + 1));
    if (
      ts.isObjectLiteralExpression(n) ||
      ts.isArrayLiteralExpression(n) ||
      ts.isAsExpression(n) ||
      ts.isSatisfiesExpression(n)
    )
      return this.member(file, n, undefined, depth + 1).flatMap(([f, v]) => this.literalsIn(f, v, depth + 1));
    return [];
  }
}

/** A package subpath's file: `contracts/valentine` as written, `build-checks` in camel case. */
const subpath = (sub: string) => sub.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The texts a source shows: literals handed to t(), and what a non-literal key handed to t() can
 * hold when it comes from a constant (`t(HOME_TEXTS.title)`); prose literals; JSX text; and the
 * prose of what it imports from a package (a refusal a contract's validator returns).
 */
export function shownTexts(src: Source, modules: Modules): Shown[] {
  if (src.file in NOT_SHOWN) return [];
  const out: Shown[] = [];
  const seen = new Set<ts.Node>();
  const add = (key: string, node: ts.Node) => out.push({ key, file: src.file, line: lineOf(node) });
  const lazy = lazyLoaders(src.tree);
  for (const n of nodes(src.tree)) {
    // A lazy screen's export name: `detail('Detail')` over `const detail = lazyScreens(…)`.
    if (ts.isCallExpression(n) && (lazy.has(calleeName(n)) || isLazyScreens(n.expression))) {
      for (const a of n.arguments) seen.add(a);
      continue;
    }
    if (ts.isCallExpression(n) && calleeName(n) === 't' && n.arguments[0]) {
      const arg = n.arguments[0];
      for (const lit of translatedLiterals(arg)) {
        seen.add(lit);
        add(lit.text, lit);
      }
      for (const key of modules.keysOf(src.file, arg)) add(key, n);
    } else if (ts.isStringLiteralLike(n) && !seen.has(n) && isProse(n.text) && !isNeverShown(n))
      add(n.text, n);
    else if (ts.isJsxText(n)) {
      const text = n.text.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(text)) add(text, n);
    } else if (
      ts.isImportDeclaration(n) &&
      /^@h5\/core-api\b/.test((n.moduleSpecifier as ts.StringLiteral).text)
    ) {
      // core-api ships no catalog: the texts its validators and errors return are the page's.
      const named = n.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const key of reachableTexts(
          src.file,
          named.elements.map((e) => e.name.text),
          modules.scope,
          modules.resolve,
        ))
          add(key, n);
    }
  }
  return out;
}

/** Every string a source writes (literals and JSX text), shown or not: what keeps an entry alive. */
function writtenStrings(src: Source): string[] {
  const out: string[] = [];
  for (const n of nodes(src.tree))
    if (ts.isStringLiteralLike(n)) out.push(n.text);
    else if (ts.isJsxText(n)) out.push(n.text.replace(/\s+/g, ' ').trim());
  return out;
}

const isLazyScreens = (e: ts.Expression) => ts.isCallExpression(e) && calleeName(e) === 'lazyScreens';

/** The names a module binds to `lazyScreens(…)`, whose calls name a module's export. */
function lazyLoaders(tree: ts.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const st of tree.statements)
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && isLazyScreens(d.initializer)) out.add(d.name.text);
  return out;
}

/** A catalog of one language: its file and entries, English key to text. */
export interface Catalog {
  lang: string;
  file: string;
  text: string;
  entries: Record<string, string>;
}

export function readCatalog(file: string, text: string): Catalog {
  const lang = /([\w-]+)\.json$/.exec(file)?.[1] ?? '';
  return { lang, file, text, entries: JSON.parse(text) as Record<string, string> };
}

/** What ships texts: a campaign or a package, its sources, its catalogs and those loaded before them. */
export interface TextUnit {
  dir: string;
  sources: Source[];
  catalogs: Catalog[];
  /** Catalogs the page also loads (ui-kit's, the blocks'), by language. */
  loaded: Catalog[];
  /** Texts the unit's first-paint shell (`src/shell.html`, `data-t`) takes from its catalogs. */
  shellTexts?: string[];
}

/** The unit a source file belongs to: `campaigns/<c>` or `packages/<p>`. */
export function unitOf(file: string): string {
  return file.split('/').slice(0, 2).join('/');
}

export function checkMessages(unit: TextUnit, modules: Modules): MessageViolation[] {
  const out: MessageViolation[] = [];
  const shown = unit.sources.flatMap((s) => shownTexts(s, modules));
  const written = new Set([
    ...shown.map((s) => s.key),
    ...unit.sources.flatMap(writtenStrings),
    ...(unit.shellTexts ?? []),
  ]);
  const entryLine = (c: Catalog, key: string) => {
    const at = c.text.indexOf(`${JSON.stringify(key)}:`);
    return at < 0 ? 1 : c.text.slice(0, at).split('\n').length;
  };
  for (const c of unit.catalogs) {
    const has = (key: string) =>
      key in c.entries || unit.loaded.some((l) => l.lang === c.lang && key in l.entries);
    const missing = new Set<string>();
    for (const s of shown) {
      if (!/[A-Za-z]/.test(s.key.replace(/\{[^{}]*\}/g, '')) || missing.has(s.key)) continue;
      if (s.key in SAME_IN_EVERY_LANGUAGE || s.key in SHOWN_BY_ANOTHER_PAGE || has(s.key)) continue;
      missing.add(s.key);
      out.push({
        rule: 'message-missing',
        file: s.file,
        line: s.line,
        why: `${JSON.stringify(s.key)} has no entry in ${c.file}: the ${c.lang} page would show it in English`,
      });
    }
    for (const [key, text] of Object.entries(c.entries)) {
      const at = { file: c.file, line: entryLine(c, key) };
      if (!written.has(key) && !(key in SHOWN_BY_ANOTHER_PAGE))
        out.push({
          rule: 'message-unused',
          ...at,
          why: `${JSON.stringify(key)} is shown by no source of ${unit.dir}: delete it (a block's or ui-kit's text is in their catalog)`,
        });
      if (
        c.lang === 'ar' &&
        text === key &&
        /[A-Za-z]/.test(key.replace(/\{[^{}]*\}/g, '')) &&
        !(key in SAME_IN_EVERY_LANGUAGE)
      )
        out.push({
          rule: 'message-untranslated',
          ...at,
          why: `${JSON.stringify(key)} is copied from English: translate it, or list a brand in SAME_IN_EVERY_LANGUAGE`,
        });
      if (placeholders(text).join() !== placeholders(key).join())
        out.push({
          rule: 'message-placeholders',
          ...at,
          why: `${JSON.stringify(key)}: the entry fills {${placeholders(text).join('}, {')}}, the English {${placeholders(key).join('}, {')}}`,
        });
    }
  }
  return out;
}

export const catalogDir = (unitDir: string) => join(unitDir, 'src', 'messages');

/**
 * Every unit that ships catalogs, over the tracked files: campaigns load ui-kit's catalog and,
 * when their entry loads them, the blocks'; the blocks load ui-kit's.
 */
const decodeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function textUnits(
  files: readonly string[],
  read: (file: string) => Source,
  readText: (file: string) => string,
) {
  const catalogs = new Map<string, Catalog[]>();
  for (const f of files) {
    const m = /^((?:campaigns|packages)\/[^/]+)\/src\/messages\/[\w-]+\.json$/.exec(f);
    if (m?.[1]) catalogs.set(m[1], [...(catalogs.get(m[1]) ?? []), readCatalog(f, readText(f))]);
  }
  const all = new Map(files.filter(isShippedSource).map((f) => [f, read(f)]));
  const sources = new Map<string, Source[]>();
  for (const [f, src] of all) sources.set(unitOf(f), [...(sources.get(unitOf(f)) ?? []), src]);
  const uiKit = catalogs.get('packages/ui-kit') ?? [];
  const blocks = catalogs.get('packages/blocks') ?? [];
  const units: TextUnit[] = [...catalogs].map(([dir, own]) => {
    const srcs = sources.get(dir) ?? [];
    // A campaign without its own main.tsx has the generated entry, which loads the blocks' texts.
    const main = srcs.find((s) => s.file === `${dir}/src/main.tsx`);
    const loadsBlocks = !main || main.text.includes('blockMessages');
    const loaded =
      dir === 'packages/ui-kit'
        ? []
        : dir === 'packages/blocks' || !loadsBlocks
          ? uiKit
          : [...uiKit, ...blocks];
    const shell = `${dir}/src/shell.html`;
    const shellTexts = files.includes(shell)
      ? [...readText(shell).matchAll(/\sdata-t="([^"]*)"/g)].map((m) => decodeAttr(m[1]!))
      : [];
    return { dir, sources: srcs, catalogs: own, loaded, shellTexts };
  });
  return { units, modules: new Modules(all) };
}

/** Source a page ships: not tests, not the sandbox's fake server. */
export function isShippedSource(file: string): boolean {
  return (
    /^(campaigns\/[^/]+|packages\/(?!sandbox-api\/)[^/]+)\/src\/.+\.tsx?$/.test(file) &&
    !/\.test\.tsx?$|\/__tests__\/|\/testing\.ts$|\.d\.ts$/.test(file)
  );
}
