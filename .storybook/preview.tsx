import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { messagesByLocale, isLocale, defaultLocale } from '../storefront/i18n/all-messages';
import '@pasar/ui/theme.css';
import { runStoryFocusCheck } from './story-focus-check';

// The app's own providers (intl, router, SWR) wrap every story, with toolbars for the
// locale, the country and the two viewports the storefront is designed for.
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'zh-CN', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
    country: {
      description: 'Country (currency, phone code, time zone)',
      toolbar: {
        title: 'Country',
        icon: 'location',
        items: [
          { value: 'ID', title: 'Indonesia (IDR)' },
          { value: 'SG', title: 'Singapore (SGD)' },
          { value: 'MY', title: 'Malaysia (MYR)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', country: 'ID', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Violations fail the story's test, in Storybook and in `npm test`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
      return (
        <IntlProvider locale={locale} messages={messagesByLocale[locale]} defaultLocale={defaultLocale}>
          <I18nProvider locale={locale}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
              <MemoryRouter>
                <div lang={locale} data-country={context.globals.country}>
                  <Story />
                </div>
              </MemoryRouter>
            </SWRConfig>
          </I18nProvider>
        </IntlProvider>
      );
    },
  ],
  // The page's language on <html>, as the app sets it (storefront/boot): an overlay portalled out
  // of the story's <div lang> is in that language too, so Chinese text in a dialog is drawn with
  // the Simplified Chinese glyphs every time, not with whichever CJK font the system falls back to.
  beforeEach: ({ globals }) => {
    document.documentElement.lang = isLocale(globals.locale) ? globals.locale : defaultLocale;
  },
  tags: ['autodocs'],
  // Every story, after its play: each Tab stop must look different focused.
  afterEach: runStoryFocusCheck,
};

export default preview;
