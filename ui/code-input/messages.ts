import { defineMessages } from 'react-intl';
import type { MessageValue } from 'react-intl';

// Typed: react-intl checks the values passed for {index} and {count}.
export const codeInputMessages = defineMessages<{
  readonly digit: { readonly count: MessageValue; readonly index: MessageValue };
}>({
  digit: {
    id: 'ui.codeInput.digit',
    defaultMessage: 'Digit {index} of {count}',
    description: 'Accessible name of one box of the six-box verification code input',
  },
});
