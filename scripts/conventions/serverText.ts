// Server text is shown as it came: the server writes it in the language the page sends (`lang`),
// so looking it up as a message key translates it by accident when it matches one, keeps a second
// copy of the server's words in a catalog, and records it as missing in development builds. This
// finds t() handed a value read from an answer, from the syntax alone (a type-aware pass over
// every campaign took over a minute): a key t() is handed is a literal, a constant of literals
// (`t(TEXTS.title)`), or a parameter a caller fills with one; never a field of an answer.
import ts from 'typescript';
import type { Modules } from './messages.ts';
import { calleeName, lineOf, nodes, type Source } from './source.ts';

export interface ServerTextViolation {
  rule: 'server-text-through-t';
  file: string;
  line: number;
  why: string;
}

/** Files allowed to hand t() a field, with the reason. */
export const SERVER_TEXT_EXEMPT: Readonly<Record<string, string>> = {};

/** Fields of the contracts' answers that hold the server's own words (core-api/src/contracts). */
const SERVER_WORDS =
  /^(name|nickname|reason|note|desc|description|slogan|intro|bio|subtitle|excerpt|content|msg)$/;

/** Why a read is an answer's text, or undefined when it is not one. */
function answerRead(e: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(e)) {
    const name = e.name.text;
    // Contracts spell the server's fields in snake case (`result_name`); the page's own, camel case.
    if (/^[a-z]+(?:_[a-z0-9]+)+$/.test(name)) return `\`${e.getText()}\` is a field of an answer`;
    // Words only answers carry (a person's or a box's name, a refusal's reason, a slogan); not a
    // form's problems keyed by field (`problems.name`).
    if (SERVER_WORDS.test(name) && !/(problems|errors|texts|messages|labels)$/i.test(e.expression.getText()))
      return `\`${e.getText()}\` is text the server writes`;
    if (
      name === 'message' &&
      ts.isIdentifier(e.expression) &&
      /^(e|err|error|cause|reason)$/.test(e.expression.text)
    )
      return `\`${e.getText()}\` is an error's message: show it with errorText/failureText (ui-kit), which translates only our own`;
    if (name === 'data' || name === 'result') return `\`${e.getText()}\` reads an answer`;
  }
  return undefined;
}

/**
 * The reads of answers an expression can evaluate to: through `a ? b : c` (its branches), `a ?? b`
 * and `a || b`, a method called on a value (`x.name.trim()`), and a local constant it names; not
 * through a condition, an index, a call's arguments or a function it holds.
 */
function answerReads(e: ts.Expression, locals: ReadonlyMap<string, ts.Expression>, depth = 0): string[] {
  if (depth > 8) return [];
  const next = (x: ts.Expression) => answerReads(x, locals, depth + 1);
  if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e))
    return next(e.expression);
  if (ts.isConditionalExpression(e)) return [...next(e.whenTrue), ...next(e.whenFalse)];
  if (ts.isBinaryExpression(e))
    return [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)
      ? [...next(e.left), ...next(e.right)]
      : [];
  if (ts.isCallExpression(e))
    return ts.isPropertyAccessExpression(e.expression) ? next(e.expression.expression) : [];
  if (ts.isIdentifier(e)) {
    const init = locals.get(e.text);
    return init ? next(init) : [];
  }
  if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
    const why = answerRead(e);
    return why ? [why] : next(e.expression);
  }
  return [];
}

/** The constants a function declares (`const name = box.name`), which a later t(name) reads. */
function localsOf(call: ts.Node): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  let fn: ts.Node | undefined = call.parent;
  while (fn && !ts.isFunctionLike(fn) && !ts.isSourceFile(fn)) fn = fn.parent;
  const body = fn && ts.isFunctionLike(fn) ? (fn as ts.FunctionLikeDeclaration).body : undefined;
  if (!body) return out;
  for (const n of nodes(body))
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer)
      out.set(n.name.text, n.initializer);
  return out;
}

export function checkServerText(src: Source, modules: Modules): ServerTextViolation[] {
  if (src.file in SERVER_TEXT_EXEMPT) return [];
  const out: ServerTextViolation[] = [];
  for (const n of nodes(src.tree)) {
    if (!ts.isCallExpression(n) || calleeName(n) !== 't') continue;
    const arg = n.arguments[0];
    if (!arg || ts.isStringLiteralLike(arg) || modules.keysOf(src.file, arg).length > 0) continue;
    const reads = answerReads(arg, localsOf(n));
    if (reads.length > 0)
      out.push({
        rule: 'server-text-through-t',
        file: src.file,
        line: lineOf(arg),
        why: `${reads[0]}: server text is shown as it came (the server writes it in the page's language), never looked up as a key`,
      });
  }
  return out;
}
