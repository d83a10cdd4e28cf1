/**
 * What makes the generated OpenAPI document fit for generated clients (openapi-typescript,
 * openapi-generator), added to every operation after the routes declared theirs:
 * - an `operationId` from the path (`/order/cart/add` → `orderCartAdd`; the method first when a
 *   path has more than one), so a client's functions have stable names;
 * - `security` on every operation: a public one says `[]` rather than leaving it implied;
 * - the refusals described: 400 (1101020, a request that does not match its schema), 401 where a
 *   member is needed, 429 (a limit), each the failure envelope, named once as a shared schema.
 */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** `/order/after_sale/detail/{no}` → `orderAfterSaleDetailByNo`. */
export function operationIdOf(path: string, method: string, methodsOnPath: number): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      return parameter ? ['by', ...parameter[1]!.split(/[_-]/)] : segment.split(/[_\-.]/);
    })
    .filter(Boolean);
  const named = (methodsOnPath > 1 ? [method, ...words] : words).map((word, at) =>
    at === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1),
  );
  return named.join('');
}

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: FAILURE_REF } },
});

export function fitForClients<T extends object>(generated: T, failureSchema: unknown): T {
  const document = generated as Document;
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, Failure: failureSchema };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const methods = Object.keys(operations).filter((method) => METHODS.has(method));
    for (const method of methods) {
      const operation = operations[method]!;
      operation.operationId ??= operationIdOf(path, method, methods.length);
      operation.security ??= [];
      const responses = (operation.responses ??= {});
      responses['400'] ??= failure('1101020: the request does not match its schema; nothing changed');
      const needsMember =
        operation.security.length > 0 && operation.security.every((requirement) => 'bearer' in requirement);
      if (needsMember) responses['401'] ??= failure('1105001: no live session (log in again)');
      responses['429'] ??= failure('A limit was reached (1101023 and others); try again later');
    }
  }
  return generated;
}
