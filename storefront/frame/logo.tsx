import { defineMessages } from 'react-intl';
/** The brand name is the same in every language; it is not a message. */
const BRAND = 'Pasar';

/**
 * The Pasar mark: a "P" on a rounded square in the brand colour. index.html and
 * public/favicon.svg draw the same mark (they cannot import it); keep them alike.
 */
function MarkShapes() {
  return (
    <>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff" />
    </>
  );
}

/** The mark alone, as the start-up screen shows it. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <MarkShapes />
    </svg>
  );
}

/** The Pasar word mark. Decorative: links that wrap it carry the accessible name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 112 32" className={className} aria-hidden="true" focusable="false">
      <MarkShapes />
      <text
        x="40"
        y="23"
        className="fill-foreground"
        fontSize="20"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {BRAND}
      </text>
    </svg>
  );
}

/** The logo link's name (the headers and the login screens). */
export const logoMessages = defineMessages({
  logo: { id: 'layout.header.logo', defaultMessage: 'Pasar home' },
});
