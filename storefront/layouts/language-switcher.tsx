import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Check, Globe } from 'lucide-react';
import { cn, focusRing } from '@pasar/ui';
import { languageNames } from '../i18n/language-names';
import { locales, type Locale } from '../i18n/locales';
import { setLanguage } from '../api/device';
import { layoutMessages as m } from './messages';

/** The desktop header's language switcher: en, id, zh-CN; prices and dates follow. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = intl.locale as Locale;
  return (
    <MenuTrigger>
      <Button
        aria-label={intl.formatMessage(m.languageCurrent, { language: languageNames[current] })}
        className={cn(
          'flex h-9 cursor-pointer items-center gap-1.5 rounded px-2 text-sm text-foreground hover:bg-muted',
          focusRing,
        )}
      >
        <Globe aria-hidden="true" className="size-4" />
        <span lang={current}>{languageNames[current]}</span>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-44 rounded border border-border bg-surface py-1 shadow-dialog outline-none entering:animate-in"
      >
        <Menu
          aria-label={intl.formatMessage(m.language)}
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key) => setLanguage(key as Locale)}
          className="outline-none"
        >
          {locales.map((locale) => (
            <MenuItem
              key={locale}
              id={locale}
              lang={locale}
              textValue={languageNames[locale]}
              className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm outline-none focus:bg-muted selected:font-semibold selected:text-primary"
            >
              {({ isSelected }) => (
                <>
                  {languageNames[locale]}
                  {isSelected && <Check aria-hidden="true" className="size-4" />}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
