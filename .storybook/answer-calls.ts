/**
 * The shop's API answered in the browser, for a story whose part asks it something (Storybook
 * has no server behind it). `answers` maps a path (as the storefront's api/ modules name it,
 * without `/api/`) to the `data` of a success envelope; a path also answers for what follows it
 * after a slash (`order/logistics/packages` answers `order/logistics/packages/<order_no>`).
 * Anything else answers `null`. `onCall` hears every call with its JSON body.
 *
 * Returns the cleanup that puts the real fetch back: a story's `beforeEach` returns it.
 */
export function answerCalls(
  answers: Record<string, unknown>,
  onCall: (path: string, body: unknown) => void = () => undefined,
): () => void {
  const realFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    const path = url.pathname.replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    onCall(path, body);
    const key = Object.keys(answers).find((known) => path === known || path.startsWith(`${known}/`));
    const data = key === undefined ? null : answers[key];
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return () => {
    window.fetch = realFetch;
  };
}
