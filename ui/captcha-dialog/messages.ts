import { defineMessages } from 'react-intl';

export const captchaDialogMessages = defineMessages({
  refresh: {
    id: 'ui.captchaDialog.refresh',
    defaultMessage: 'Refresh captcha',
    description: 'Accessible name of the button that loads a new picture captcha',
  },
});
