import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent>;

let inspect: Inspect | undefined;
let loading: Promise<void> | undefined;

/**
 * The XState inspector for the flow machines, only under `npm run dev -- --inspect`
 * (VITE_XSTATE_INSPECT). The import sits behind the build-time flag, so a production bundle
 * never contains @statelyai/inspect. Awaited before a page or the dialog renders, so the
 * machines start inspected.
 */
export function loadInspector(): Promise<void> {
  if (!import.meta.env.VITE_XSTATE_INSPECT) return Promise.resolve();
  loading ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    inspect = createBrowserInspector().inspect;
  });
  return loading;
}

/** The `inspect` option for useMachine: the inspector once loaded, else nothing. */
export function machineInspect(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
