import { useEffect } from 'react';
import { postToShell } from './native-bridge';

/** Names the page in the browser tab and tells the native shell, which draws its own title bar. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Pasar`;
    postToShell({ type: 'pageTitle', title });
  }, [title]);
}
