import type { ControlList } from '../../../contract/countries';

/**
 * Which sign-in channels a country offers (SPEC.md §3 Country: app_control_conf[0].control_list,
 * every flag true unless the server says false; §5 "Per-country flags can hide login options").
 */
export interface LoginChannels {
  whatsapp: boolean;
  email: boolean;
}

export function loginChannels(control: Partial<ControlList> | undefined | null): LoginChannels {
  return { whatsapp: control?.whatsapp !== false, email: control?.email !== false };
}

/** A way to log in: the two code logins, password, Google. */
export type LoginMethod = 'whatsapp' | 'email' | 'password' | 'google';

/**
 * The "other methods" row of a login screen: every method but the current one, minus the
 * channels the country switched off. Password and Google are always offered.
 */
export function otherMethods(
  current: Exclude<LoginMethod, 'google'>,
  channels: LoginChannels,
): LoginMethod[] {
  const all: LoginMethod[] = [
    ...(channels.whatsapp ? (['whatsapp'] as const) : []),
    ...(channels.email ? (['email'] as const) : []),
    'password',
    'google',
  ];
  return all.filter((method) => method !== current);
}

/**
 * The login screen to show first: WhatsApp (/login), else e-mail, else password.
 * Decision: a screen whose channel the country switched off sends the shopper to this one.
 */
export function firstLoginMethod(channels: LoginChannels): Exclude<LoginMethod, 'google'> {
  if (channels.whatsapp) return 'whatsapp';
  if (channels.email) return 'email';
  return 'password';
}
