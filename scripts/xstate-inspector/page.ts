// The offline XState inspector's page (plugin.ts), opened by the storefront's inspector under
// `npm run dev -- --inspect`: every actor the app runs, its machine's chart drawn from the
// definition it reports (machines/machine-chart.ts, as in Storybook's Machines pages) with the
// states it is in marked, and the last events it received. Plain DOM: a developer's page, no app.
import { createBrowserReceiver, type StatelyInspectionEvent } from '@statelyai/inspect';
import { createMachine, type AnyStateMachine } from 'xstate';
import { chartOf, type ChartState } from '../../machines/machine-chart';

interface Actor {
  name: string;
  parentId: string | undefined;
  machine: AnyStateMachine | null;
  value: unknown;
  status: string;
  events: string[];
}

const EVENTS_KEPT = 12;
const ACTORS_DRAWN = 8;
const actors = new Map<string, Actor>();

document.head.insertAdjacentHTML(
  'beforeend',
  `<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1d1d1f; }
  section.actor { border: 1px solid #8e8e99; border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; }
  ul { margin: 4px 0; padding-left: 20px; }
  .active > .state { background: #fdecea; color: #a81c16; font-weight: 600; }
  .state { padding: 0 4px; border-radius: 4px; }
  .transitions { color: #5c5c66; font-size: 12px; }
  code { font-size: 12px; }
</style>`,
);
const main = document.createElement('main');
document.body.append(main);

createBrowserReceiver().subscribe((event: StatelyInspectionEvent) => {
  record(event);
  scheduleRender();
});

function record(event: StatelyInspectionEvent) {
  if (event.type === '@xstate.actor') {
    actors.set(event.sessionId, {
      name: event.name,
      parentId: event.parentId,
      machine: machineOf(event.definition),
      value: event.snapshot?.value,
      status: String(event.snapshot?.status ?? 'active'),
      events: [],
    });
    return;
  }
  const actor = actors.get(event.sessionId);
  if (!actor) return;
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { value?: unknown; status?: string };
    actor.value = snapshot.value;
    actor.status = snapshot.status ?? actor.status;
  } else if (event.type === '@xstate.event') {
    actor.events = [`${new Date(event.createdAt).toLocaleTimeString()} ${event.event.type}`, ...actor.events].slice(0, EVENTS_KEPT);
  }
}

/** The chart's shape from the reported config; its guards and actions are names only, enough to draw. */
function machineOf(definition: string | undefined): AnyStateMachine | null {
  if (!definition) return null;
  try {
    return createMachine(JSON.parse(definition));
  } catch {
    return null;
  }
}

let pending = false;
function scheduleRender() {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    render();
  });
}

function render() {
  // Newest first: a page that mounts again starts new actors, and the old ones are not reported
  // stopped; only the latest are drawn.
  const newest = [...actors].reverse();
  main.replaceChildren(heading('h1', `XState inspector (offline): ${actors.size} actors, the ${Math.min(actors.size, ACTORS_DRAWN)} newest drawn`));
  for (const [sessionId, actor] of newest.slice(0, ACTORS_DRAWN)) {
    const section = element('section', { class: 'actor' });
    const parent = actor.parentId ? ` · child of ${actors.get(actor.parentId)?.name ?? actor.parentId}` : '';
    section.append(heading('h2', `${actor.name} (${sessionId})${parent} · ${actor.status}`));
    section.append(element('p', {}, `State: ${JSON.stringify(actor.value)}`));
    if (actor.machine) section.append(stateList(chartOf(actor.machine), actor.value, []));
    const events = element('ul', { 'aria-label': 'Last events' });
    for (const line of actor.events) events.append(element('li', {}, line));
    section.append(heading('h3', 'Last events'), events);
    main.append(section);
  }
}

function stateList(state: ChartState, value: unknown, path: string[]): HTMLElement {
  const list = element('ul');
  for (const child of state.states) {
    const childPath = [...path, child.key];
    const item = element('li', isIn(value, childPath) ? { class: 'active' } : {});
    item.append(element('span', { class: 'state' }, child.key));
    const moves = child.transitions.map(
      (transition) =>
        `${transition.event}${transition.guard ? ` if ${transition.guard}` : ''} → ${
          transition.targets.map((target) => target.split('.').pop()).join(', ') || 'stays'
        }`,
    );
    if (moves.length > 0) item.append(element('div', { class: 'transitions' }, moves.join(' · ')));
    if (child.states.length > 0) item.append(stateList(child, value, childPath));
    list.append(item);
  }
  return list;
}

/** Whether the state at `path` (keys from the root) is one the snapshot's value is in. */
function isIn(value: unknown, path: string[]): boolean {
  const [key, ...rest] = path;
  if (key === undefined) return true;
  if (typeof value === 'string') return rest.length === 0 && value === key;
  if (value && typeof value === 'object' && key in value) return isIn((value as Record<string, unknown>)[key], rest);
  return false;
}

function heading(level: 'h1' | 'h2' | 'h3', text: string) {
  return element(level, {}, text);
}

function element(tag: string, attributes: Record<string, string> = {}, text?: string) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}
