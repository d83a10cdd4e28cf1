import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  errorTitle: { id: 'app.error.title', defaultMessage: 'Something went wrong' },
  errorRetry: { id: 'app.error.retry', defaultMessage: 'Try again' },
  notFoundTitle: { id: 'app.notFound.title', defaultMessage: 'This page is not here' },
  notFoundBody: {
    id: 'app.notFound.body',
    defaultMessage: 'The link may be old or mistyped. Carry on shopping from the home page.',
  },
  notFoundHome: { id: 'app.notFound.home', defaultMessage: 'Back to home' },
});
