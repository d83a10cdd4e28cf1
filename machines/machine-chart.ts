import type { AnyStateMachine } from 'xstate';

/**
 * A machine's statechart read from its definition (`machine.root`), for the Machines pages in
 * Storybook (.storybook/machines/) and the offline inspector's page (scripts/xstate-inspector/):
 * every state with its kind, tags and invoked actors, and every transition with its event, guard
 * and targets. What they draw is this, so a diagram never drifts from the code. Reads only.
 *
 * Decision: drawn here, not by a library. None draws an XState v5 machine offline at a size fit
 * for Storybook: the Stately visualizer and @statelyai/inspect's inspector are stately.ai pages,
 * @xstate/graph gives the graph but draws nothing, xstate-plantuml needs PlantUML (Java) and
 * speaks XState 4, and Mermaid would draw a state diagram from generated text but is megabytes of
 * bundle (and layout) for a dozen charts. Nested boxes with their transitions listed, each target
 * a link to its box, read well for charts of this size (the largest, checkout, has 15 states).
 */

export interface ChartTransition {
  /** What the page shows: the event's type, or what an XState-made event means. */
  readonly event: string;
  /** The guard's name, with its static params when it has some. */
  readonly guard: string | null;
  /** Ids of the target states; none when the transition only runs actions. */
  readonly targets: readonly string[];
}

export interface ChartState {
  readonly id: string;
  readonly key: string;
  readonly kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The key of the child entered first (compound states). */
  readonly initial: string | null;
  readonly tags: readonly string[];
  /** Invoked actors by id, with their source when it differs. */
  readonly invokes: readonly string[];
  readonly description: string | null;
  readonly transitions: readonly ChartTransition[];
  readonly states: readonly ChartState[];
}

// The subset of XState's StateNode and TransitionDefinition the chart reads.
interface NodeLike {
  id: string;
  key: string;
  type: ChartState['kind'];
  description?: string;
  initial?: { target: readonly { key: string }[] } | undefined;
  tags: readonly string[];
  invoke: readonly { id: string; src: unknown }[];
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
  states: Record<string, NodeLike>;
}
interface TransitionLike {
  guard?: unknown;
  target?: readonly { id: string }[] | undefined;
}

export function chartOf(machine: AnyStateMachine): ChartState {
  return stateOf(machine.root as unknown as NodeLike);
}

/** Every state of the chart, the machine's root first, depth first. */
export function allStates(chart: ChartState): ChartState[] {
  return [chart, ...chart.states.flatMap(allStates)];
}

function stateOf(node: NodeLike): ChartState {
  const transitions = [
    ...[...node.transitions].flatMap(([eventType, list]) =>
      list.map((transition) => transitionOf(eventLabel(eventType), transition)),
    ),
    ...(node.always ?? []).map((transition) => transitionOf('always', transition)),
  ];
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: node.initial?.target[0]?.key ?? null,
    tags: [...node.tags],
    invokes: node.invoke.map(({ id, src }) => (typeof src === 'string' && src !== id ? `${id} (${src})` : id)),
    description: node.description ?? null,
    transitions,
    states: Object.values(node.states).map(stateOf),
  };
}

function transitionOf(event: string, transition: TransitionLike): ChartTransition {
  return {
    event,
    guard: guardLabel(transition.guard),
    targets: (transition.target ?? []).map((target) => target.id),
  };
}

/** XState's own events said as what they mean; the machine's events as they are. */
export function eventLabel(eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1] === 'done' ? 'done' : 'error'}: ${actor[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${/^\d+$/.test(delay[1]!) ? `${delay[1]} ms` : delay[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done (a final child reached)';
  if (eventType === '*') return 'any event';
  return eventType;
}

function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // not(), and(), or(): a function carrying the guards it combines.
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map(guardLabel).join(', ')})`;
    return guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    // Static params are shown; params computed from the event (a function) are not, nor the
    // stand-in an inspector's serialisation leaves for one ({ type: 'params' }).
    const isStandIn = params && typeof params === 'object' && Object.keys(params).join() === 'type';
    const shown = params && typeof params === 'object' && !isStandIn ? JSON.stringify(params) : null;
    return shown ? `${type} ${shown}` : type;
  }
  return 'guard';
}
