import { FormattedMessage, useIntl } from 'react-intl';
import { Apple, Smartphone } from 'lucide-react';
import { Link } from '@pasar/ui';
import { useSession } from '../session/session-store';
import { defaultAppConfig } from '../../contract/app-config';
import { ConsentChoicesButton } from '../features/consent';
import { layoutMessages as m } from './messages';

const footerLink = 'text-sm';

/** Footer links (SPEC.md §2); the desktop footer adds scan-to-download and the ICP filing number. */
export function Footer({ desktop }: { desktop: boolean }) {
  const intl = useIntl();
  const config = useSession((s) => s.localeInfo.appConfig) ?? defaultAppConfig;
  return (
    <footer data-slot="footer" className="mt-8 border-t border-border bg-surface">
      <div
        className={
          desktop ? 'mx-auto flex max-w-container items-start justify-between gap-8 px-4 py-8' : 'px-4 py-6'
        }
      >
        <nav aria-label={intl.formatMessage(m.footerNav)}>
          <ul
            className={desktop ? 'm-0 flex list-none gap-6 p-0' : 'm-0 grid list-none grid-cols-2 gap-3 p-0'}
          >
            <li>
              <Link
                variant="muted"
                href={config.about_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage(m.aboutUsNewTab)}
                className={footerLink}
              >
                <FormattedMessage {...m.aboutUs} />
              </Link>
            </li>
            <li>
              <Link variant="muted" href="/agreement" className={footerLink}>
                <FormattedMessage {...m.userAgreement} />
              </Link>
            </li>
            <li>
              <Link variant="muted" href="/policyTerms" className={footerLink}>
                <FormattedMessage {...m.terms} />
              </Link>
            </li>
            <li>
              <Link variant="muted" href="/faqs" className={footerLink}>
                <FormattedMessage {...m.faqs} />
              </Link>
            </li>
            {desktop && (
              <li>
                <ConsentChoicesButton className={footerLink} />
              </li>
            )}
          </ul>
        </nav>
        {desktop && (
          <section aria-labelledby="footer-download" className="flex flex-col items-end gap-2 text-sm">
            <h2 id="footer-download" className="m-0 text-sm font-semibold">
              <FormattedMessage {...m.scanToDownload} />
            </h2>
            <div className="flex gap-3">
              <Link
                variant="muted"
                href={config.ios_download_url}
                className={`${footerLink} flex items-center gap-1`}
              >
                <Apple aria-hidden="true" className="size-4" />
                <FormattedMessage {...m.downloadIos} />
              </Link>
              <Link
                variant="muted"
                href={config.android_download_url}
                className={`${footerLink} flex items-center gap-1`}
              >
                <Smartphone aria-hidden="true" className="size-4" />
                <FormattedMessage {...m.downloadAndroid} />
              </Link>
            </div>
          </section>
        )}
      </div>
      <div className="border-t border-border px-4 py-3 text-center text-xs text-muted-foreground">
        <FormattedMessage {...m.copyright} values={{ year: new Date().getFullYear() }} />
        {desktop && (
          <>
            {' · '}
            <FormattedMessage {...m.icp} values={{ number: config.icp_number }} />
          </>
        )}
      </div>
    </footer>
  );
}
