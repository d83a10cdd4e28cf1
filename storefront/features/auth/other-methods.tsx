import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KeyRound, Mail, MessageCircle } from 'lucide-react';
import { Button } from '@pasar/ui';
import type { LoginMethod } from './login-options';
import { authMessages as m } from './messages';

/** Google's "G", drawn here: lucide has no brand marks. Decorative; the label names it. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.9 6.2C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.8l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

const icons: Record<LoginMethod, React.ReactNode> = {
  whatsapp: <MessageCircle aria-hidden="true" className="size-5 text-success" />,
  email: <Mail aria-hidden="true" className="size-5 text-info" />,
  password: <KeyRound aria-hidden="true" className="size-5 text-foreground" />,
  google: <GoogleMark />,
};
const labels = {
  whatsapp: m.otherWhatsApp,
  email: m.otherEmail,
  password: m.otherPassword,
  google: m.otherGoogle,
} as const;

export interface OtherMethodsProps {
  methods: LoginMethod[];
  onChoose: (method: LoginMethod) => void;
  /** The method whose step is under way (Google, while its address is fetched). */
  pending?: LoginMethod | null;
}

/** The "other methods" row under a login form (SPEC.md §2). */
export function OtherMethods({ methods, onChoose, pending = null }: OtherMethodsProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="other-methods"
      className="flex flex-col items-center gap-3 pt-2"
    >
      <h2
        id={headingId}
        className="m-0 flex w-full items-center gap-3 text-sm font-normal text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
      >
        <FormattedMessage {...m.otherTitle} />
      </h2>
      <ul className="m-0 flex list-none flex-wrap justify-center gap-4 p-0">
        {methods.map((method) => (
          <li key={method}>
            <Button
              variant="ghost"
              size="sm"
              isPending={pending === method}
              isDisabled={pending !== null && pending !== method}
              onPress={() => onChoose(method)}
              className="flex-col px-2"
            >
              <span className="flex flex-col items-center gap-1">
                <span className="flex size-11 items-center justify-center rounded-pill border border-border bg-surface">
                  {icons[method]}
                </span>
                <span className="text-xs text-foreground">{intl.formatMessage(labels[method])}</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
