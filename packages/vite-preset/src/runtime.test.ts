import { describe, expect, it } from 'vitest';
import { runtimeFilesOf, runtimeModuleSource, runtimeUrl } from './runtime.ts';

describe('a campaign on the shared runtime', () => {
  it('imports React by name from the runtime file at its absolute URL', () => {
    const url = runtimeUrl('https://cdn.example.net/h5', 'runtime-Ab1.js');
    expect(url).toBe('https://cdn.example.net/h5/runtime/runtime-Ab1.js');
    const react = runtimeModuleSource('react', url);
    expect(react).toMatch(
      /^export \{ Fragment, .*useState.* \} from "https:\/\/cdn\.example\.net\/h5\/runtime\/runtime-Ab1\.js";\n$/,
    );
    expect(runtimeModuleSource('react/jsx-runtime', url)).toContain(
      'Fragment$react_jsx_runtime as Fragment, jsx, jsxs',
    );
  });

  it('preloads and carries the runtime files its chunks import, and nothing else', () => {
    const manifest = { file: 'runtime-Ab1.js', imports: { 'runtime-Ab1.js': [] } };
    const imports = ['/cdn/runtime/runtime-Ab1.js', 'assets/page-x.js', '/cdn/other/assets/y.js'];
    expect(runtimeFilesOf(imports, '/cdn', manifest)).toEqual(['runtime-Ab1.js']);
    expect(runtimeFilesOf(['assets/page-x.js'], '/cdn', manifest)).toEqual([]);
    // The platform's files share the folder; not the runtime's to carry, but they import it: a
    // campaign whose own chunks never name React still preloads and carries the runtime.
    expect(runtimeFilesOf(['/cdn/runtime/platform-Cd2.js'], '/cdn', manifest)).toEqual(['runtime-Ab1.js']);
  });
});
