import { defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  pageLoading: { id: 'shell.root.pageLoading', defaultMessage: 'Page Loading...' },
  errorTitle: { id: 'shell.error.title', defaultMessage: 'Something went wrong' },
  errorRetry: { id: 'shell.error.retry', defaultMessage: 'Try again' },
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'This page is not here' },
  notFoundBody: {
    id: 'shell.notFound.body',
    defaultMessage: 'The link may be old or mistyped. Carry on shopping from the home page.',
  },
  notFoundHome: { id: 'shell.notFound.home', defaultMessage: 'Back to home' },
});
