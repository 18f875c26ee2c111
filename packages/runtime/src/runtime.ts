// The runtime every campaign shares: React, react-dom (with the scheduler inside it), the JSX
// runtime, Preact signals for React and ofetch, built once into one content-hashed ES module that each
// campaign's HTML loads from `<cdnBase>/runtime/`. A campaign's build leaves these packages out of
// its own chunks and imports them from that file (vite-preset runtime.ts), so a web view that
// opened one campaign has it cached, immutable, for the next one.
//
// The runtime exports the API below and nothing else. Per campaign, the bundler used to drop what
// no screen called; a shared file cannot know that, so it ships what the platform uses, and the
// first campaign's cold load stays within its budget. A campaign that imports a name missing here
// fails to build ("… is not exported by h5-runtime:react"): add it below, which makes a new runtime
// file (published beside the old one, never over it).

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The engines every page's JavaScript is built for: low-end Android web views (Chrome 80) and Safari 13. */
export const BUILD_TARGET = ['es2020', 'chrome80', 'safari13'];

/** The folder under the CDN base, beside the campaigns' folders, that holds the runtime files. */
export const RUNTIME_FOLDER = 'runtime';

/** Each import specifier the runtime answers, with the names it exports. */
export const RUNTIME_API = {
  react: [
    'Fragment',
    'StrictMode',
    'Suspense',
    'createContext',
    'createElement',
    'forwardRef',
    'isValidElement',
    'lazy',
    'memo',
    'startTransition',
    'use',
    'useCallback',
    'useContext',
    'useDeferredValue',
    'useEffect',
    'useId',
    'useLayoutEffect',
    'useMemo',
    'useReducer',
    'useRef',
    'useState',
    'useSyncExternalStore',
    'useTransition',
  ],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  'react-dom': ['createPortal', 'flushSync'],
  'react-dom/client': ['createRoot'],
  '@preact/signals-react': [
    'Signal',
    'batch',
    'computed',
    'effect',
    'signal',
    'untracked',
    'useComputed',
    'useSignal',
    'useSignalEffect',
  ],
  '@preact/signals-react/runtime': ['useSignals'],
  // The one HTTP client (with ufo and destr inside it): a library that changes only when upgraded,
  // like React, and 4 kB gzip that every campaign would otherwise download again.
  ofetch: ['FetchError', 'ofetch'],
} as const satisfies Record<string, readonly string[]>;

export type RuntimeSpecifier = keyof typeof RUNTIME_API;
export const RUNTIME_SPECIFIERS = Object.keys(RUNTIME_API) as RuntimeSpecifier[];

export const isRuntimeSpecifier = (id: string): id is RuntimeSpecifier => Object.hasOwn(RUNTIME_API, id);

/**
 * The name under which the runtime file exports `name` of `specifier`: the name itself, unless an
 * earlier specifier already exports one of that name (`Fragment` of the JSX runtime).
 */
export function runtimeExportName(specifier: RuntimeSpecifier, name: string): string {
  const earlier = RUNTIME_SPECIFIERS.slice(0, RUNTIME_SPECIFIERS.indexOf(specifier));
  const taken = earlier.some((s) => (RUNTIME_API[s] as readonly string[]).includes(name));
  return taken ? `${name}$${specifier.replace(/[^A-Za-z0-9]+/g, '_')}` : name;
}

/** What the runtime build writes beside its files (dist/runtime.json). */
export interface RuntimeManifest {
  /** The file campaigns import. */
  file: string;
  /** File → the runtime files it imports statically. */
  imports: Record<string, string[]>;
}

export const RUNTIME_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
export const RUNTIME_MANIFEST_FILE = 'runtime.json';

/** The built runtime's manifest; throws, saying what to run, when the runtime is not built. */
export function loadRuntimeManifest(dist = RUNTIME_DIST): RuntimeManifest {
  const file = `${dist}${RUNTIME_MANIFEST_FILE}`;
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: build the shared runtime first (npx pnpm@10 --filter @h5/runtime build; turbo builds it before any campaign)`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as RuntimeManifest;
}

/** The runtime files that the given files need loaded: themselves and what they import. */
export function runtimeClosure(manifest: RuntimeManifest, files: Iterable<string>): string[] {
  const out: string[] = [];
  const visit = (f: string) => {
    if (out.includes(f)) return;
    out.push(f);
    for (const dep of manifest.imports[f] ?? []) visit(dep);
  };
  for (const f of files) visit(f);
  return out;
}
