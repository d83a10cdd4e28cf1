import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, enter: (node: Node) => void) {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item, enter));
    else if (isNode(value)) visit(value, enter);
  }
}

/** `{ id: 'x', defaultMessage: '…', description: '…' }` → `{id:"x"}`; anything else is left alone. */
function descriptorId(node: unknown): string | null {
  if (!isNode(node) || node.type !== 'ObjectExpression') return null;
  for (const property of node.properties as Node[]) {
    const key = property.key as Node | undefined;
    const value = property.value as Node | undefined;
    if (property.type === 'Property' && key?.name === 'id' && value?.type === 'Literal' && typeof value.value === 'string') {
      return value.value;
    }
  }
  return null;
}

/**
 * Production builds keep only the ids of `defineMessages` / `defineMessage` descriptors: the
 * English default text is already in the compiled English messages (scripts/compiled-locales.ts),
 * and `npm run locales:check` keeps every language complete, so the defaults would only be
 * shipped twice. formatjs recommends the same (its `removeDefaultMessage` option).
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'pasar:strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(tsx?|jsx?)$/.test(id) || !/defineMessages?\(/.test(code)) return null;
      const program = this.parse(code) as unknown as Node;
      const output = new MagicString(code);
      visit(program, (node) => {
        if (node.type !== 'CallExpression') return;
        const callee = node.callee as Node;
        const [argument] = node.arguments as Node[];
        if (callee.type !== 'Identifier' || !argument) return;
        const descriptors =
          callee.name === 'defineMessage'
            ? [argument]
            : callee.name === 'defineMessages' && argument.type === 'ObjectExpression'
              ? (argument.properties as Node[]).map((property) => property.value as Node)
              : [];
        for (const descriptor of descriptors) {
          const messageId = descriptorId(descriptor);
          if (messageId !== null) output.overwrite(descriptor.start, descriptor.end, `{id:${JSON.stringify(messageId)}}`);
        }
      });
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
