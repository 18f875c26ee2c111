// The source of the runtime's one entry. React's packages are CommonJS, whose names a bundler
// cannot see statically: the entry takes each module object and exports the API's names from it,
// after checking that the package (as it runs in production) has them. Signals and ofetch are ES
// modules and are re-exported by name.

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { RUNTIME_API, RUNTIME_SPECIFIERS, type RuntimeSpecifier, runtimeExportName } from './runtime.ts';

const ES_MODULES: readonly RuntimeSpecifier[] = [
  '@preact/signals-react',
  '@preact/signals-react/runtime',
  'ofetch',
];

/** The names a CommonJS package exports when NODE_ENV is production, as the bundle will run it. */
function commonJsExports(specifier: string, from: string): string[] {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return Object.keys(createRequire(from)(specifier) as object);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** Imported first and last by the entry: no stack traces while the packages load (errorStacks.ts). */
const PAUSE_ERROR_STACKS = 'h5-runtime:pause-error-stacks';
const RESUME_ERROR_STACKS = 'h5-runtime:resume-error-stacks';

/** The two modules' sources, for the build's plugin to load. */
export const ERROR_STACK_MODULES: Record<string, string> = {
  [PAUSE_ERROR_STACKS]: `import { pauseErrorStacks } from ${JSON.stringify(fileURLToPath(new URL('./errorStacks.ts', import.meta.url)))};\nexport const resume = pauseErrorStacks();\n`,
  [RESUME_ERROR_STACKS]: `import { resume } from ${JSON.stringify(PAUSE_ERROR_STACKS)};\nresume();\n`,
};

export function runtimeEntrySource(from: string): string {
  // Imports run in order, each package's module at its import: the pause comes before React.
  const lines: string[] = [`import ${JSON.stringify(PAUSE_ERROR_STACKS)};`];
  RUNTIME_SPECIFIERS.forEach((spec, i) => {
    const names = RUNTIME_API[spec] as readonly string[];
    const pairs = names.map((n) => `${n} as ${runtimeExportName(spec, n)}`).join(', ');
    if (ES_MODULES.includes(spec)) {
      lines.push(`export { ${pairs} } from ${JSON.stringify(spec)};`);
      return;
    }
    const has = commonJsExports(spec, from);
    const missing = names.filter((n) => !has.includes(n));
    if (missing.length)
      throw new Error(`${spec} does not export ${missing.join(', ')} (packages/runtime RUNTIME_API)`);
    lines.push(
      `import m${i} from ${JSON.stringify(spec)};`,
      `const { ${names.map((n) => `${n}: ${runtimeExportName(spec, n)}`).join(', ')} } = m${i};`,
      `export { ${names.map((n) => runtimeExportName(spec, n)).join(', ')} };`,
    );
  });
  lines.push(`import ${JSON.stringify(RESUME_ERROR_STACKS)};`);
  return `${lines.join('\n')}\n`;
}
