import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page loads on its own chunk, so the first visit to / downloads none of it.
 * A chunk that fails to load (a flaky 4G connection, a deploy that replaced it) becomes an
 * error thrown while rendering, which the group's error page catches ("Something went wrong",
 * "Try again" reloads). Decision: a rejected `lazy` left the router blank in react-router 8,
 * so the failure is turned into a render error here.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props?: P,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      try {
        const Page = await load();
        return { Component: () => <Page {...(props as P)} /> };
      } catch (error) {
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
  };
}
