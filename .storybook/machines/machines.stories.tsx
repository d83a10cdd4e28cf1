import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { expect, within } from 'storybook/test';
import { focusRing } from '@pasar/ui';
import {
  accountDeletionMachine,
  afterSalesMachine,
  captchaMachine,
  checkoutMachine,
  contactLinkingMachine,
  countdownMachine,
  loginMachine,
  orderMachine,
  passwordLoginMachine,
  passwordResetMachine,
  sendCodeMachine,
  voucherMachine,
} from '../../machines';
import { allStates, chartOf, type ChartState, type ChartTransition } from '../../machines/machine-chart';

// Every machine of machines/ as a chart drawn from its definition (machines/machine-chart.ts), offline:
// the flows the storefront runs and, in charts/, the records' lives the server moves. A state is
// a box inside its parent, its transitions listed in it; a target is a link to its box.

const anchorOf = (id: string) => `state-${id.replace(/[^\w-]/g, '-')}`;

function Transition({ transition }: { transition: ChartTransition }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-1.5">
      <code className="font-semibold">{transition.event}</code>
      {transition.guard && <span className="text-muted-foreground">if {transition.guard}</span>}
      <span aria-hidden="true">→</span>
      {transition.targets.length === 0 ? (
        <span className="text-muted-foreground">stays (actions only)</span>
      ) : (
        transition.targets.map((target) => (
          <a key={target} href={`#${anchorOf(target)}`} className={`text-info underline ${focusRing}`}>
            {target}
          </a>
        ))
      )}
    </li>
  );
}

function StateBox({ state, depth, isInitial }: { state: ChartState; depth: number; isInitial: boolean }) {
  const Heading = (['h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(depth, 4)]!;
  const headingId = `${anchorOf(state.id)}-name`;
  const notes = [
    isInitial && 'initial',
    state.kind !== 'atomic' && state.kind !== 'compound' && state.kind,
    ...state.tags.map((tag) => `tag ${tag}`),
    ...state.invokes.map((actor) => `invokes ${actor}`),
  ].filter(Boolean);
  return (
    <section
      id={anchorOf(state.id)}
      aria-labelledby={headingId}
      className={`flex flex-col gap-2 rounded border p-3 ${
        state.kind === 'final' ? 'border-2 border-foreground' : 'border-border-strong'
      } ${isInitial ? 'bg-surface' : 'bg-surface-sunken'}`}
    >
      <Heading id={headingId} className="text-base font-semibold">
        {depth === 0 ? `Machine ${state.id}` : state.key}
      </Heading>
      {notes.length > 0 && <p className="text-sm text-muted-foreground">{notes.join(' · ')}</p>}
      {state.description && <p className="text-sm">{state.description}</p>}
      {state.transitions.length > 0 && (
        <ul aria-label={`Transitions of ${state.id}`} className="flex flex-col gap-1 text-sm">
          {state.transitions.map((transition, index) => (
            <Transition key={index} transition={transition} />
          ))}
        </ul>
      )}
      {state.states.length > 0 && (
        <div className="flex flex-wrap items-start gap-3">
          {state.states.map((child) => (
            <StateBox key={child.id} state={child} depth={depth + 1} isInitial={child.key === state.initial} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A machine's statechart: its states nested as in the definition, each with its transitions. */
function MachineChart({ machine }: { machine: AnyStateMachine }) {
  const chart = chartOf(machine);
  const states = allStates(chart);
  const transitions = states.reduce((sum, state) => sum + state.transitions.length, 0);
  return (
    <div className="flex flex-col gap-3 text-foreground">
      <p className="text-sm text-muted-foreground">
        {states.length - 1} states, {transitions} transitions. A box inside another is its child
        state; a bold border is a final state; the lighter box is where its parent starts.
      </p>
      <StateBox state={chart} depth={0} isInitial={false} />
    </div>
  );
}

const meta = {
  title: 'Machines',
  component: MachineChart,
  // One page per machine is the point; an autodocs page would draw all twelve at once.
  tags: ['!autodocs'],
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof MachineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state has its box, named, and lists every transition the definition gives it. */
function chartStory(machine: AnyStateMachine, name: string): Story {
  return {
    name,
    args: { machine },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const states = allStates(chartOf(machine));
      await expect(canvas.getByRole('heading', { name: `Machine ${machine.id}` })).toBeVisible();
      for (const state of states) {
        const box = canvasElement.querySelector(`#${anchorOf(state.id)}`);
        await expect(box).not.toBeNull();
        const list = within(box as HTMLElement).queryByRole('list', { name: `Transitions of ${state.id}` });
        await expect(list ? within(list).getAllByRole('listitem') : []).toHaveLength(state.transitions.length);
      }
    },
  };
}

export const Login = chartStory(loginMachine, 'Flow: login');
export const PasswordLogin = chartStory(passwordLoginMachine, 'Flow: password login');
export const SendCode = chartStory(sendCodeMachine, 'Flow: send code (child of the logins and the reset)');
export const Captcha = chartStory(captchaMachine, 'Flow: captcha');
export const Countdown = chartStory(countdownMachine, 'Flow: countdown');
export const PasswordReset = chartStory(passwordResetMachine, 'Flow: password reset');
export const ContactLinking = chartStory(contactLinkingMachine, 'Flow: contact linking');
export const AccountDeletion = chartStory(accountDeletionMachine, 'Flow: account deletion');
export const Checkout = chartStory(checkoutMachine, 'Flow: checkout');
export const Order = chartStory(orderMachine, 'Chart: an order');
export const Voucher = chartStory(voucherMachine, 'Chart: a voucher claim');
export const AfterSales = chartStory(afterSalesMachine, 'Chart: an after-sales request');
