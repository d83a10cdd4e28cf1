import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router';
import { cn } from '@pasar/ui';
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
  return (
    <nav aria-labelledby="static-related" className={cn('border-t border-border pt-6', className)}>
      <h2 id="static-related" className="text-base font-semibold">
        <FormattedMessage {...staticPageMessages.related} />
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map(([to, message]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={cn(
                'inline-flex min-h-10 items-center rounded-pill border border-border bg-surface px-4 text-sm text-foreground',
                'hover:border-primary hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft',
                'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              )}
            >
              <FormattedMessage {...message} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
