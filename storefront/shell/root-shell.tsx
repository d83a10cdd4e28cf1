import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { PageLoading } from '@pasar/ui';
import { useAppLoad } from '../api/app-load';
import { shellMessages } from './messages';

/**
 * SPEC.md §2 "Root shell": a full-screen "Page Loading..." while start-up (app/load) is
 * pending, then the app. A failed app/load is logged, never shown (§8): the shop still opens.
 */
export function RootShell() {
  const intl = useIntl();
  const { isLoading, error } = useAppLoad();
  if (error) console.error('app/load failed', error);
  if (isLoading) return <PageLoading label={intl.formatMessage(shellMessages.pageLoading)} />;
  return <Outlet />;
}
