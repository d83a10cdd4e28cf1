import { unstable_serialize, type Key } from 'swr';

/** Which answers came with the page, by serialized SWR key (storefront/app/first-view.ts). */
export interface ServedAnswers {
  has(serializedKey: string): boolean;
  /** The hook has mounted with it: the next mount asks as always. */
  forget(serializedKey: string): void;
}

const servedKeys = new Set<string>();

/**
 * The answers that came with a page the server drew: main.tsx notes them before the page's code
 * runs, so a preload or a hook's first mount does not ask for them a second time.
 */
export const pageServedAnswers: ServedAnswers = {
  has: (key) => servedKeys.has(key),
  forget: (key) => void servedKeys.delete(key),
};

let drawnAt: { pathname: string; search: string } | null = null;

export function noteServedKeys(keys: readonly string[], at: { pathname: string; search: string }) {
  keys.forEach((key) => servedKeys.add(key));
  drawnAt = { pathname: at.pathname, search: at.search };
}

/** Where the page the server drew was opened (null for a page the browser drew itself). */
export function drawnPageAddress(): { pathname: string; search: string } | null {
  return drawnAt;
}

/** Whether an answer came with the page and has not been read by its hook yet. */
export function servedWithPage(key: Key): boolean {
  return servedKeys.size > 0 && servedKeys.has(unstable_serialize(key));
}
