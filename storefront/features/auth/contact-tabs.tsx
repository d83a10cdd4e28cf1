import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@pasar/ui';
import type { ContactMethod } from '../../../machines';

export interface ContactTabsProps {
  /** False where the country has no WhatsApp sign-in: then e-mail is the only way, no tabs. */
  withPhone: boolean;
  method: ContactMethod;
  onMethodChange: (method: ContactMethod) => void;
  /** The tab list's accessible name ("Account type", "Reset by"). */
  label: string;
  phoneTab: ReactNode;
  emailTab: ReactNode;
  /** The account field for a method (ContactField with the form's own props). */
  field: (method: ContactMethod) => ReactNode;
}

/** Phone or e-mail tabs over the account field, as the password login and the reset show them (SPEC.md §2). */
export function ContactTabs({
  withPhone,
  method,
  onMethodChange,
  label,
  phoneTab,
  emailTab,
  field,
}: ContactTabsProps) {
  if (!withPhone) return field('email');
  return (
    <Tabs selectedKey={method} onSelectionChange={(key) => onMethodChange(key as ContactMethod)}>
      <TabList aria-label={label}>
        <Tab id="phone">{phoneTab}</Tab>
        <Tab id="email">{emailTab}</Tab>
      </TabList>
      <TabPanel id="phone">{field('phone')}</TabPanel>
      <TabPanel id="email">{field('email')}</TabPanel>
    </Tabs>
  );
}
