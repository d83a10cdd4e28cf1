import { Navigate, type RouteObject } from 'react-router';
import { RootShell } from './shell/root-shell';
import { RouteErrorPage } from './shell/route-error-page';
import { NotFoundPage } from './shell/not-found-page';

/**
 * The one route table (SPEC.md §2). Each later feature adds its paths to its group here;
 * until a page exists its path falls to the catch-all.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/pc', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
    ],
  },
];
