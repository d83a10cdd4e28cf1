import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { emailAlreadyBound } from '../../../contract/error-codes';
import {
  contactLinkingMachine,
  sendCodeMachine,
  type ContactLinkingInput,
  type LinkContactInput,
  type SubmitLinkCodeInput,
} from '../../../machines';
import { ContactField } from '../auth';
import { LinkCodeForm } from './link-code-form';

const TAKEN = 'taken@example.com';

/** The linking machine with calls that answer at once: TAKEN is taken, every other contact free. */
const storyMachine = contactLinkingMachine.provide({
  actors: {
    sendCode: sendCodeMachine,
    checkContact: fromPromise<unknown, LinkContactInput>(async ({ input }) => {
      if (input.contact === TAKEN) throw Object.assign(new Error('taken'), { code: emailAlreadyBound });
      return true;
    }),
    submitCode: fromPromise<unknown, SubmitLinkCodeInput>(async () => ({ proof: 'story-proof' })),
  },
});

function LinkStep({ input }: { input: ContactLinkingInput }) {
  const [snapshot, send, actor] = useMachine(storyMachine, { input });
  const contact =
    input.step === 'verify' ? (
      <p className="m-0 text-sm">+62 812****7890</p>
    ) : (
      <ContactField
        method={input.method}
        value={snapshot.context.contact}
        onChange={(value) => send({ type: 'contact.change', contact: value })}
        countryCode={snapshot.context.countryCode}
        onCountryCodeChange={() => undefined}
      />
    );
  return (
    <div className="max-w-md">
      <LinkCodeForm snapshot={snapshot} actor={actor} contact={contact} submitLabel="Next" />
    </div>
  );
}

const meta = {
  title: 'Linking/LinkCodeForm',
  component: LinkStep,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LinkStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /verifyPhone: the current phone, Send, six boxes; Next waits for a code sent and typed. */
export const VerifyCurrentPhone: Story = {
  args: { input: { step: 'verify', method: 'phone', countryCode: '62', contact: '81234567890' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    // The code input is one field drawn as six boxes (ui/code-input).
    await userEvent.click(canvas.getByRole('textbox', { name: 'Verification code' }));
    await userEvent.keyboard('123456');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** /bindEmail: a taken e-mail is refused at Send with its message, before any captcha. */
export const BindTakenEmail: Story = {
  args: { input: { step: 'bind', method: 'email' } },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), TAKEN);
    await userEvent.click(send);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('already linked'));
  },
};
