import { createContext, useContext, useEffect } from 'react';
import { unstable_serialize, type Middleware } from 'swr';
import { pageServedAnswers, type ServedAnswers } from '../api/served-answers';
import type { CountryCode } from '../../contract/countries';
import { FIRST_VIEW_ID } from '../../contract/first-view-page';
import type { Locale } from '../i18n/locales';
import { initialState, type PersistedState } from '../session/persisted-state';
import type { Layout } from '../../contract/layouts';

/**
 * What the server tells the browser about the first view it drew (docs/decisions/044-server-
 * rendered-first-view.md), in a `<script type="application/json">` (data, never run: the CSP
 * stays as strict as before): who it drew it for and the answers it drew it with, as SWR's
 * fallback, so the browser hydrates the same page without asking for them again.
 */
export interface FirstView {
  language: Locale;
  country: CountryCode;
  layout: Layout;
  /** SWR's fallback: serialized key → answer. */
  fallback: Record<string, unknown>;
}

/** The visitor the server draws for: nobody signed in, the request's country and language. */
export function firstViewState({
  language,
  country,
}: Pick<FirstView, 'language' | 'country'>): PersistedState {
  const state = initialState(country);
  state.localeInfo.language = language;
  return state;
}

/** The first view the server put in this page, or null for a page the browser draws itself. */
export function readFirstView(doc: Document): FirstView | null {
  const block = doc.getElementById(FIRST_VIEW_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as FirstView;
  } catch {
    return null;
  }
}

/**
 * The answers a render was given: in the browser the page's (api/served-answers.ts); the server
 * provides those of the request it draws, so both sides see the same loading states.
 */
export const ServedAnswersContext = createContext<ServedAnswers>(pageServedAnswers);

/**
 * SWR middleware: a hook whose answer came with the page does not ask for it again as it first
 * mounts (SWR revalidates stale data on mount by default, and counts fallback data as still
 * loading until it has); a later mount, a retry or a mutate asks as always. The server's render
 * reads the same rule, so its HTML shows the answer where the hydrating page will.
 */
export const keepServedAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const answers = useContext(ServedAnswersContext);
  const serialized = typeof key === 'function' ? null : unstable_serialize(key);
  const served = serialized !== null && answers.has(serialized);
  const swr = useSWRNext(key, fetcher, served ? { ...config, revalidateOnMount: false } : config);
  // After SWR's own mount (a layout effect): the next mount of this key revalidates.
  useEffect(() => {
    if (served && serialized !== null) answers.forget(serialized);
  }, [answers, served, serialized]);
  return swr;
};
