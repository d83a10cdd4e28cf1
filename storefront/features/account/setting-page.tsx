import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Skeleton, cn } from '@pasar/ui';
import { countryDefaults } from '../../../contract/countries';
import { useMemberInfo } from '../../api/member';
import { LogoutDialog } from '../../frame/logout-dialog';
import { PageHeader } from '../../frame/page-header';
import { languageNames } from '../../i18n/language-names';
import type { Locale } from '../../i18n/locales';
import { useSession } from '../../session/session-store';
import { maskContact } from '../../frame/mask-contact';
import { AvatarEditor } from './avatar-editor';
import { BirthdayDialog } from './birthday-dialog';
import { displayName, formatIsoDate } from './display-name';
import { MemberLoadError } from './member-load-error';
import { accountMessages as m } from './messages';
import { NameDialog } from './name-dialog';
import { PasswordDialog } from './password-dialog';
import { SettingRow } from './setting-row';
import { consentMessages, openConsentChoices } from '../consent';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-surface shadow-card">
      <h2 id={id} className="m-0 px-4 pt-4 pb-1 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Open = 'name' | 'birthday' | 'password' | 'logout' | null;

/**
 * /setting (SPEC.md §2 "Me/account"): personal information (avatar, name, birthdate, phone,
 * e-mail, password), language, country, account deletion and log out. Phone and e-mail lead to
 * their linking pages (verify the current contact first when there is one), deletion to /delete.
 */
export function SettingPage() {
  const intl = useIntl();
  const { data: member, error, mutate } = useMemberInfo();
  const language = useSession((s) => s.localeInfo.language) ?? (intl.locale as Locale);
  const country = useSession((s) => s.localeInfo.xlocale);
  const [open, setOpen] = useState<Open>(null);
  const dialog = (which: Exclude<Open, null>) => ({
    isOpen: open === which,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? which : null),
  });
  const notSet = intl.formatMessage(m.notSet);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-3 pb-8 desktop:max-w-none">
      <PageHeader title={intl.formatMessage(m.settingTitle)} />
      <div className="flex flex-col gap-3 px-3 desktop:px-0">
        {error && !member ? (
          <MemberLoadError onRetry={() => void mutate()} />
        ) : !member ? (
          <Skeleton className="h-80 w-full rounded-lg" />
        ) : (
          <Section id="setting-personal" title={intl.formatMessage(m.personalInfo)}>
            <div className="px-4 py-3">
              <AvatarEditor current={member.avatar_url} name={displayName(member)} />
            </div>
            <ul className={cn('m-0 list-none divide-y divide-border border-t border-border p-0')}>
              <SettingRow
                testId="setting-name"
                label={intl.formatMessage(m.name)}
                value={member.user_name}
                onPress={() => setOpen('name')}
              />
              <SettingRow
                testId="setting-birthday"
                label={intl.formatMessage(m.birthday)}
                value={member.birthday ? formatIsoDate(member.birthday) : notSet}
                onPress={() => setOpen('birthday')}
              />
              <SettingRow
                label={intl.formatMessage(m.phone)}
                value={member.phone ? maskContact('phone', member.country_code, member.phone) : notSet}
                href={member.phone ? '/verifyPhone' : '/bindPhone'}
              />
              <SettingRow
                label={intl.formatMessage(m.email)}
                value={member.email ? maskContact('email', member.country_code, member.email) : notSet}
                href={member.email ? '/verifyEmail' : '/bindEmail'}
              />
              {member.has_password ? (
                <SettingRow
                  label={intl.formatMessage(m.password)}
                  value={intl.formatMessage(m.passwordSet)}
                  onPress={() => setOpen('password')}
                />
              ) : (
                <SettingRow
                  label={intl.formatMessage(m.password)}
                  value={intl.formatMessage(m.setPassword)}
                  href="/forgetPassword"
                />
              )}
            </ul>
          </Section>
        )}

        <Section id="setting-preferences" title={intl.formatMessage(m.preferences)}>
          <ul className="m-0 list-none divide-y divide-border p-0">
            <SettingRow
              label={intl.formatMessage(m.language)}
              value={languageNames[language]}
              href="/setLanguage"
            />
            <SettingRow
              label={intl.formatMessage(m.country)}
              value={countryDefaults[country].country_en_name}
              href="/setting-country"
            />
            <SettingRow
              testId="setting-consent"
              label={intl.formatMessage(consentMessages.openChoices)}
              onPress={openConsentChoices}
            />
          </ul>
        </Section>

        <Section id="setting-account" title={intl.formatMessage(m.account)}>
          <ul className="m-0 list-none divide-y divide-border p-0">
            <SettingRow label={intl.formatMessage(m.deleteAccount)} href="/delete" />
          </ul>
        </Section>

        <Button variant="outline" fullWidth onPress={() => setOpen('logout')} className="bg-surface">
          {intl.formatMessage(m.logOut)}
        </Button>
      </div>
      {/* Mounted while open only, so each opening starts from the member's current values. */}
      {member && open === 'name' && <NameDialog member={member} {...dialog('name')} />}
      {member && open === 'birthday' && <BirthdayDialog member={member} {...dialog('birthday')} />}
      {open === 'password' && <PasswordDialog {...dialog('password')} />}
      <LogoutDialog {...dialog('logout')} />
    </main>
  );
}
