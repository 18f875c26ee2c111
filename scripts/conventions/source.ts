// The repository's sources as the checks read them: text and syntax tree, parsed once per run.
// Syntax only (no type checker): a type-aware pass over every campaign took over a minute.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Source {
  file: string;
  text: string;
  tree: ts.SourceFile;
}

export function parse(file: string, text: string): Source {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { file, text, tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
}

/** The files git tracks under `dirs`, relative to the repository. */
export function trackedFiles(...dirs: string[]): string[] {
  return execFileSync('git', ['ls-files', ...dirs], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

export function readSource(file: string): Source {
  return parse(file, readFileSync(join(ROOT, file), 'utf8'));
}

export function lineOf(node: ts.Node): number {
  const tree = node.getSourceFile();
  return tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
}

/** The name a call is made through: `t` for `t(…)`, `console.log` for `console.log(…)`. */
export function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e))
    return `${ts.isIdentifier(e.expression) ? e.expression.text : '…'}.${e.name.text}`;
  return '';
}

/** Every node of a tree, depth first. */
export function* nodes(root: ts.Node): Generator<ts.Node> {
  const stack: ts.Node[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    yield n;
    const kids: ts.Node[] = [];
    ts.forEachChild(n, (k) => {
      kids.push(k);
    });
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}
