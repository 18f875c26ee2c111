// Builds the shared runtime (src/runtime.ts) into one content-hashed file and dist/runtime.json,
// which names it.

import { defineConfig, type Plugin } from 'vite';
import { ERROR_STACK_MODULES, runtimeEntrySource } from './src/entry.ts';
import { BUILD_TARGET, RUNTIME_MANIFEST_FILE, type RuntimeManifest } from './src/runtime.ts';

const ENTRY = '\0h5-runtime';

function runtimeEntry(): Plugin {
  return {
    name: 'h5-runtime-entry',
    resolveId(id) {
      if (id === 'h5-runtime') return ENTRY;
      return Object.hasOwn(ERROR_STACK_MODULES, id) ? { id: `\0${id}`, moduleSideEffects: true } : null;
    },
    load(id) {
      if (id === ENTRY) return runtimeEntrySource(import.meta.filename);
      return id.startsWith('\0') ? (ERROR_STACK_MODULES[id.slice(1)] ?? null) : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('the runtime build made no entry chunk');
      const manifest: RuntimeManifest = {
        file: entry.fileName,
        imports: Object.fromEntries(chunks.map((c) => [c.fileName, [...c.imports].sort()])),
      };
      this.emitFile({
        type: 'asset',
        fileName: RUNTIME_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [runtimeEntry()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: BUILD_TARGET,
    rolldownOptions: {
      input: { runtime: 'h5-runtime' },
      // Campaigns import the entry's exports by name: they must stay as they are.
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
