import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A call of the storefront's API layer that sends an Idempotency-Key. */
export interface KeyedWrite {
  /** What request() sends it with: its `method`, else POST (it has a body). */
  method: string;
  /** The API path without /api/ (`order/cart/add`). */
  path: string;
  /** Where the call is, for a failure's message. */
  at: string;
}

const API_DIR = path.resolve(import.meta.dirname, '../../storefront/api');

/**
 * Every write storefront/api/*.ts sends with an Idempotency-Key, read from the source: a call one
 * of whose arguments is an object literal with an `idempotencyKey` property (`request(path,
 * { body, idempotencyKey })`, `write(path, body, { idempotencyKey })`), its first argument the
 * path, a string or a `const …Path = '…'` of any of those files. A call whose path cannot be read
 * so throws: the list must never miss a write silently.
 */
export function storefrontKeyedWrites(): KeyedWrite[] {
  const files = fs
    .readdirSync(API_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => {
      const file = path.join(API_DIR, name);
      return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    });

  const constants = new Map<string, string>();
  const calls: { call: ts.CallExpression; source: ts.SourceFile }[] = [];
  for (const source of files) {
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isStringLiteralLike(node.initializer)
      )
        constants.set(node.name.text, node.initializer.text);
      if (ts.isCallExpression(node) && node.arguments.some(hasKeyProperty))
        calls.push({ call: node, source });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  return calls.map(({ call, source }) => {
    const { line } = source.getLineAndCharacterOfPosition(call.getStart());
    const at = `${path.relative(process.cwd(), source.fileName)}:${line + 1}`;
    const first = call.arguments[0];
    const written =
      first && ts.isStringLiteralLike(first)
        ? first.text
        : first && ts.isIdentifier(first)
          ? constants.get(first.text)
          : undefined;
    if (written === undefined) throw new Error(`Cannot read the path of the keyed call at ${at}`);
    return { method: methodOf(call) ?? 'POST', path: written.replace(/^\/+/, ''), at };
  });
}

/** The `method: '…'` beside the key, if the call names one. */
function methodOf(call: ts.CallExpression): string | undefined {
  for (const argument of call.arguments.filter(hasKeyProperty))
    for (const property of (argument as ts.ObjectLiteralExpression).properties)
      if (
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        property.name.text === 'method' &&
        ts.isStringLiteralLike(property.initializer)
      )
        return property.initializer.text;
  return undefined;
}

function hasKeyProperty(node: ts.Node): boolean {
  return (
    ts.isObjectLiteralExpression(node) &&
    node.properties.some(
      (property) =>
        (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        ts.isIdentifier(property.name) &&
        property.name.text === 'idempotencyKey',
    )
  );
}
