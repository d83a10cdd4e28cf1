import { useSyncExternalStore } from 'react';

/**
 * Where the product page estimates delivery to, when the shopper chose it there (ADR 035): one of
 * the member's saved addresses (by id; the book itself is the member's private call), or the
 * area a visitor chose (a state's code and name). Per country, for the tab (sessionStorage): it
 * follows the shopper from product to product, and a closed tab forgets it.
 */
export type DeliverToChoice =
  | { readonly kind: 'address'; readonly addressId: string }
  | { readonly kind: 'area'; readonly code: string; readonly name: string };

type Choices = Readonly<Partial<Record<string, DeliverToChoice>>>;

const STORAGE_KEY = 'deliver-to';
const listeners = new Set<() => void>();

function read(): Choices {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Choices) ?? {};
  } catch {
    return {};
  }
}

let choices: Choices = read();

/** The shopper chose where to deliver in `country`. */
export function chooseDeliverTo(country: string, choice: DeliverToChoice) {
  choices = { ...choices, [country]: choice };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Storage full or off: the choice holds for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The choice made in `country`, if any. A page the server drew (ADR 044) knows none (it is this
 * tab's): it hydrates without one and shows the tab's right after.
 */
export function useDeliverToChoice(country: string): DeliverToChoice | undefined {
  return useSyncExternalStore(
    subscribe,
    () => choices[country],
    () => undefined,
  );
}
