import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { MapPin } from 'lucide-react';
import { formatAddressLine, type AddressLineParts } from '../../contract/rules/address';
import { cn } from '../lib/cn';
import { addressCardMessages } from './messages';

export const addressCardVariants = cva(
  'flex min-w-0 items-start gap-3 rounded-lg bg-surface p-4 text-foreground',
  {
    variants: {
      variant: {
        outline: 'border border-border',
        elevated: 'shadow-card',
        // Inside another surface (order confirm): no frame of its own.
        plain: 'p-0',
      },
    },
    defaultVariants: { variant: 'outline' },
  },
);

export interface AddressCardProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof addressCardVariants> {
  /** The recipient as the shopper reads it ("Ayu Lestari"), composed by the caller. */
  recipient: string;
  /** The phone, already formatted ("+62 812-3456-7890"). */
  phone: string;
  /** The address parts; joined by contract's formatAddressLine (commas, empty parts skipped). */
  address: AddressLineParts;
  postalCode?: string | null;
  isDefault?: boolean;
  /** The default tag's text; defaults to the kit's "Default". */
  defaultLabel?: string;
  /** An Edit link or button, a radio for choosing the address at checkout… */
  action?: ReactNode;
  /** The recipient's heading level, to fit the page outline (default h3). */
  headingLevel?: 2 | 3 | 4;
  /** Hides the pin icon (compact lists). */
  hideIcon?: boolean;
}

/** A saved address: recipient, phone, the one-line address, a default tag and an action slot. */
export function AddressCard({
  recipient,
  phone,
  address,
  postalCode,
  isDefault = false,
  defaultLabel,
  action,
  headingLevel = 3,
  hideIcon = false,
  variant,
  className,
  ...props
}: AddressCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // The postal code ends the line, after the parts contract's formatter joins.
  const line = [formatAddressLine(address), postalCode?.trim()].filter(Boolean).join(', ');
  return (
    <article
      {...props}
      aria-labelledby={titleId}
      data-slot="address-card"
      data-default={isDefault || undefined}
      className={cn(addressCardVariants({ variant }), className)}
    >
      {!hideIcon && <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Heading
            id={titleId}
            data-slot="address-card-recipient"
            className="m-0 text-base font-semibold break-words"
          >
            {recipient}
          </Heading>
          <span data-slot="address-card-phone" className="text-sm text-muted-foreground tabular-nums">
            {phone}
          </span>
        </div>
        <p data-slot="address-card-line" className="m-0 text-sm break-words">
          {line}
        </p>
        {isDefault && (
          <span
            data-slot="address-card-default"
            className="mt-1 w-fit rounded-sm border border-primary px-1.5 text-xs leading-5 text-primary-hover"
          >
            {defaultLabel ?? intl.formatMessage(addressCardMessages.default)}
          </span>
        )}
      </div>
      {action && (
        <div data-slot="address-card-action" className="shrink-0 self-center">
          {action}
        </div>
      )}
    </article>
  );
}
