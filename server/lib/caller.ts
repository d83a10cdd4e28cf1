import type { CountryCode } from '../../contract/countries';
import type { LanguageCode } from '../../contract/device';

/** Where the request comes from: the native app's shell (the `platform: APP` header) or a browser. */
export type ClientPlatform = 'app' | 'web';

/**
 * Who is asking: the one shape every area's rules take, read once per request from the headers
 * of SPEC.md §7 and the session (server/http/caller.ts). A rule asks for the part it reads
 * (`Pick<MemberCaller, 'memberId' | 'language'>`), so a test or a job can call it with just that.
 */
export interface Caller {
  /** X-Locale; anything but ID, SG or MY reads as ID (SPEC.md §5). */
  country: CountryCode;
  /** Language; names, keywords and messages answer in it. */
  language: LanguageCode;
  /** The Deviceid header when well-formed. */
  deviceId: string | null;
  /** The `platform` header: app-only vouchers (1101047) trust it (ADR 028). */
  platform: ClientPlatform;
  /** The signed-in member's id, or null for a visitor (or a call that never looks). */
  memberId: string | null;
}

/** A caller the route has proved signed in. */
export type MemberCaller = Caller & { memberId: string };
