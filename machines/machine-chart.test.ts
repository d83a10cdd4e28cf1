import { describe, expect, it } from 'vitest';
import { checkoutMachine } from './checkout.machine';
import { loginMachine } from './login.machine';
import { orderMachine } from './charts/order.machine';
import { allStates, chartOf, eventLabel } from './machine-chart';

describe('chartOf', () => {
  it('nests the states as the definition does, with the initial child named', () => {
    const chart = chartOf(loginMachine);
    expect(chart.states.map((state) => state.key)).toEqual(['editing', 'sending', 'codeEntry', 'done']);
    expect(chart.initial).toBe('editing');
    const codeEntry = chart.states.find((state) => state.key === 'codeEntry')!;
    expect(codeEntry.states.map((state) => state.key)).toEqual(['typing', 'loggingIn']);
    expect(chart.states.find((state) => state.key === 'done')?.kind).toBe('final');
  });

  it('lists each transition with its guard and targets, and those that only run actions', () => {
    const editing = chartOf(loginMachine).states[0]!;
    expect(editing.transitions).toContainEqual({ event: 'code.send', guard: 'isReadyToSend', targets: ['login.sending'] });
    expect(editing.transitions).toContainEqual({ event: 'agreement.toggle', guard: null, targets: [] });
  });

  it("says XState's own events as what they mean", () => {
    const loggingIn = allStates(chartOf(loginMachine)).find((state) => state.key === 'loggingIn')!;
    expect(loggingIn.invokes).toEqual(['logIn']);
    expect(loggingIn.transitions.map((transition) => transition.event)).toEqual(['done: logIn', 'error: logIn', 'error: logIn']);
    const waiting = allStates(chartOf(checkoutMachine)).find((state) => state.key === 'waiting')!;
    expect(waiting.transitions.map((transition) => transition.event)).toContain('after poll');
    expect(eventLabel('xstate.after.1000.x.y')).toBe('after 1000 ms');
  });

  it('reads a chart of the server the same way', () => {
    const states = allStates(chartOf(orderMachine)).slice(1);
    expect(states.map((state) => state.key)).toContain('to_pay');
    expect(states.flatMap((state) => state.transitions).map((transition) => transition.event)).toContain('PAID');
  });
});
