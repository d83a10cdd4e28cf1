import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Checkbox, Link } from '@pasar/ui';
import { authMessages as m } from './messages';

export interface AgreementCheckboxProps {
  isSelected: boolean;
  onChange: () => void;
  /**
   * Open the documents in a new tab. The desktop dialog does: a page change behind the modal
   * would go unseen, and the half-filled dialog would be lost.
   */
  newTab?: boolean;
}

/**
 * "I have read and agree to…" with links to the User Agreement, the Terms and Conditions and the
 * Return Policy (SPEC.md §2). Sending a code and logging in need it ticked (§5).
 */
export function AgreementCheckbox({ isSelected, onChange, newTab = false }: AgreementCheckboxProps) {
  const link = (href: string) => (chunks: ReactNode[]) => (
    <Link href={href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {chunks}
    </Link>
  );
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} size="sm" className="text-sm">
      <FormattedMessage
        {...m.agreement}
        values={{ agreement: link('/agreement'), terms: link('/policyTerms'), refund: link('/refundPolicy') }}
      />
    </Checkbox>
  );
}
