import type { MemberInfo } from '../../../contract/member';
import { maskContact } from '../../frame/mask-contact';

/** What Me shows as the member's name: the name, else the masked phone, else the masked e-mail. */
export function displayName(
  member: Pick<MemberInfo, 'user_name' | 'phone' | 'email' | 'country_code'>,
): string {
  if (member.user_name.trim()) return member.user_name;
  if (member.phone) return maskContact('phone', member.country_code, member.phone);
  return member.email ? maskContact('email', member.country_code, member.email) : '';
}

/** '1994-08-17' as SPEC.md §9 writes a date: 17/08/1994. A birthdate has no time zone. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
