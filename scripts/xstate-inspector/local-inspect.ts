// What `import('@statelyai/inspect')` gives the storefront under `npm run dev -- --inspect`
// (plugin.ts): the package, with its browser inspector opening this dev server's own page.
import { createBrowserInspector as createHostedInspector } from '@statelyai/inspect';

export * from '@statelyai/inspect';

export function createBrowserInspector(options?: Parameters<typeof createHostedInspector>[0]) {
  return createHostedInspector({ url: `${window.location.origin}/__xstate-inspector/`, ...options });
}
