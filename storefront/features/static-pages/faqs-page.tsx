import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { cn, focusRingInset } from '@pasar/ui';
import { faqsMessages as m } from './messages/faqs';
import { RelatedLinks } from './related-links';
import { StaticPageFrame } from './static-page-frame';

interface Faq {
  readonly id: string;
  readonly question: MessageDescriptor;
  readonly answer: MessageDescriptor;
}

interface FaqGroup {
  readonly id: string;
  readonly heading: MessageDescriptor;
  readonly faqs: readonly Faq[];
}

const groups: readonly FaqGroup[] = [
  {
    id: 'shipping',
    heading: m.groupShipping,
    faqs: [
      { id: 'shipping-1', question: m.shippingQ1, answer: m.shippingA1 },
      { id: 'shipping-2', question: m.shippingQ2, answer: m.shippingA2 },
      { id: 'shipping-3', question: m.shippingQ3, answer: m.shippingA3 },
      { id: 'shipping-4', question: m.shippingQ4, answer: m.shippingA4 },
    ],
  },
  {
    id: 'payment',
    heading: m.groupPayment,
    faqs: [
      { id: 'payment-1', question: m.paymentQ1, answer: m.paymentA1 },
      { id: 'payment-2', question: m.paymentQ2, answer: m.paymentA2 },
    ],
  },
  {
    id: 'returns',
    heading: m.groupReturns,
    faqs: [
      { id: 'returns-1', question: m.returnsQ1, answer: m.returnsA1 },
      { id: 'returns-2', question: m.returnsQ2, answer: m.returnsA2 },
      { id: 'returns-3', question: m.returnsQ3, answer: m.returnsA3 },
    ],
  },
  {
    id: 'vouchers',
    heading: m.groupVouchers,
    faqs: [
      { id: 'vouchers-1', question: m.vouchersQ1, answer: m.vouchersA1 },
      { id: 'vouchers-2', question: m.vouchersQ2, answer: m.vouchersA2 },
    ],
  },
  {
    id: 'account',
    heading: m.groupAccount,
    faqs: [
      { id: 'account-1', question: m.accountQ1, answer: m.accountA1 },
      { id: 'account-2', question: m.accountQ2, answer: m.accountA2 },
      { id: 'account-3', question: m.accountQ3, answer: m.accountA3 },
      { id: 'account-4', question: m.accountQ4, answer: m.accountA4 },
    ],
  },
];

/**
 * /faqs: questions grouped by topic. Each question is a RAC Disclosure (a button with
 * aria-expanded inside a heading, Enter or Space toggles it); closed answers stay in the page
 * as hidden="until-found", so the browser's find-in-page still reaches them.
 */
export function FaqsPage() {
  return (
    <main>
      <StaticPageFrame title={m.title}>
        <p className="leading-relaxed text-muted-foreground">
          <FormattedMessage {...m.intro} />
        </p>

        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`faqs-${group.id}`} className="mt-8">
            <h2 id={`faqs-${group.id}`} className="text-lg font-semibold desktop:text-xl">
              <FormattedMessage {...group.heading} />
            </h2>
            <DisclosureGroup
              allowsMultipleExpanded
              className="mt-3 divide-y divide-border rounded-lg border border-border bg-surface"
            >
              {group.faqs.map((faq) => (
                <Disclosure key={faq.id} id={faq.id} className="group">
                  <Heading level={3} className="text-base font-medium">
                    <Button
                      slot="trigger"
                      className={cn(
                        'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-left hover:text-primary',
                        focusRingInset,
                      )}
                    >
                      <FormattedMessage {...faq.question} />
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none group-data-[expanded]:rotate-180"
                      />
                    </Button>
                  </Heading>
                  {/* Padding inside: a closed panel is hidden="until-found", which keeps its own box in the layout. */}
                  <DisclosurePanel className="leading-relaxed text-muted-foreground">
                    <p className="px-4 pb-4">
                      <FormattedMessage {...faq.answer} />
                    </p>
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </section>
        ))}

        <RelatedLinks className="mt-10" />
      </StaticPageFrame>
    </main>
  );
}
