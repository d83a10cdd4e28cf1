import { countryCodes, type CountryCode } from '../../contract/countries';
import { isLocale, type Locale } from '../i18n/locales';

/**
 * The native app shell (SPEC.md §1, §4): it passes in a token, a locale and a language
 * (`appMessage`), hides our header, and listens for messages such as webViewReady and
 * pageTitle. Shells talk through different channels; we speak to whichever is present.
 */
export type ShellMessage =
  | { type: 'webViewReady' }
  | { type: 'pageTitle'; title: string }
  | { type: 'LOGIN'; message: string }
  | { type: 'languageChanged'; language: Locale };

export interface AppMessage {
  Token?: string;
  Language?: string;
  Locale?: string;
  [key: string]: unknown;
}

interface ShellWindow extends Window {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  PasarAndroid?: { postMessage(message: string): void };
  onAppMessage?: (message: AppMessage) => void;
}

const IOS_HANDLER = 'pasar';

/**
 * Decision: we are inside the shell when it left one of its channels on the window, when its
 * user agent says `PasarApp/`, or when the page was opened with `?app=1` (the shell's start URL).
 */
export function isInsideShell(win: Window | undefined = globalThis.window): boolean {
  // Rendering on the server: it never renders a page for the shell (server/first-view-pages.ts).
  if (!win) return false;
  const w = win as ShellWindow;
  return Boolean(
    w.ReactNativeWebView ||
    w.webkit?.messageHandlers?.[IOS_HANDLER] ||
    w.PasarAndroid ||
    /PasarApp\//.test(w.navigator.userAgent) ||
    new URLSearchParams(w.location.search).get('app') === '1',
  );
}

/** Posts to the shell through every channel it offers; in a plain browser tab it is a no-op. */
export function postToShell(message: ShellMessage, win: Window = window) {
  const w = win as ShellWindow;
  const text = JSON.stringify(message);
  w.ReactNativeWebView?.postMessage(text);
  w.webkit?.messageHandlers?.[IOS_HANDLER]?.postMessage(message);
  w.PasarAndroid?.postMessage(text);
  if (w.parent && w.parent !== w) w.parent.postMessage(message, '*');
}

function asAppMessage(data: unknown): AppMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record.type === 'appMessage' && record.payload && typeof record.payload === 'object')
    return record.payload as AppMessage;
  if (record.type === 'appMessage' || 'Token' in record || 'Locale' in record || 'Language' in record)
    return record as AppMessage;
  return null;
}

let lastMessage: AppMessage | null = null;
const handlers = new Set<(message: AppMessage) => void>();

function deliver(message: AppMessage) {
  lastMessage = message;
  handlers.forEach((handler) => handler(message));
}

/**
 * Starts listening as early as possible (main.tsx), so a message the shell sends before React
 * mounts is kept: window `message` events, a `appMessage` DOM event, or `window.onAppMessage(…)`.
 */
export function listenForAppMessages(win: Window = window) {
  const w = win as ShellWindow;
  w.addEventListener('message', (event: MessageEvent) => {
    const message = asAppMessage(event.data);
    if (message) deliver(message);
  });
  w.addEventListener('appMessage', (event) => {
    const message = asAppMessage((event as CustomEvent).detail);
    if (message) deliver(message);
  });
  w.onAppMessage = (message) => {
    const parsed = asAppMessage(message);
    if (parsed) deliver(parsed);
  };
}

/** Calls `handler` with the shell's message: at once if one already came, and for every later one. */
export function onAppMessage(handler: (message: AppMessage) => void): () => void {
  handlers.add(handler);
  if (lastMessage) handler(lastMessage);
  return () => handlers.delete(handler);
}

/** The locale must be in the allowed list, else ID (SPEC.md §4, §5). */
export function appMessageCountry(message: AppMessage): CountryCode {
  const value = typeof message.Locale === 'string' ? message.Locale.toUpperCase() : '';
  return (countryCodes as readonly string[]).includes(value) ? (value as CountryCode) : 'ID';
}

export function appMessageLanguage(message: AppMessage): Locale | null {
  const value = message.Language;
  if (typeof value !== 'string') return null;
  if (isLocale(value)) return value;
  const lower = value.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('id') || lower === 'in') return 'id';
  if (lower.startsWith('en')) return 'en';
  return null;
}
