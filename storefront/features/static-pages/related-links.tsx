import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router';
import { cn, Link } from '@pasar/ui';
import { staticPagePaths } from './constants';
import { staticPageMessages } from './messages/common';

const links: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [staticPagePaths.faqs, staticPageMessages.linkFaqs],
  [staticPagePaths.refundPolicy, staticPageMessages.linkRefundPolicy],
  [staticPagePaths.agreement, staticPageMessages.linkAgreement],
  [staticPagePaths.policyTerms, staticPageMessages.linkPolicyTerms],
  [staticPagePaths.privacy, staticPageMessages.linkPrivacy],
  [staticPagePaths.downloadApp, staticPageMessages.linkDownloadApp],
];

/** Links between the help and policy pages; the page being read is marked aria-current. */
export function RelatedLinks({ className }: { className?: string }) {
  // As react-router's NavLink with `end` did: this exact page, letter case aside.
  const pathname = useLocation().pathname.toLowerCase();
  return (
    <nav aria-labelledby="static-related" className={cn('border-t border-border pt-6', className)}>
      <h2 id="static-related" className="text-base font-semibold">
        <FormattedMessage {...staticPageMessages.related} />
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map(([to, message]) => (
          <li key={to}>
            <Link
              variant="plain"
              href={to}
              aria-current={pathname === to.toLowerCase() ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-pill border border-border bg-surface px-4 text-sm text-foreground',
                'hover:border-primary hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft',
              )}
            >
              <FormattedMessage {...message} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
