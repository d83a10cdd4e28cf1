import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import { Link, cn, focusRingInset } from '@pasar/ui';

const row = cn(
  'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-start text-foreground hover:bg-muted',
  focusRingInset,
);

function Content({ label, value }: { label: ReactNode; value?: ReactNode }) {
  return (
    <>
      <span className="flex-1 font-medium">{label}</span>
      {value !== undefined && <span className="min-w-0 truncate text-sm text-muted-foreground">{value}</span>}
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </>
  );
}

/**
 * A row of /setting: its label, the current value, a chevron. The whole row is the control: a
 * link to another page (`href`) or a button that opens a dialog (`onPress`).
 */
export function SettingRow({
  label,
  value,
  href,
  onPress,
  testId,
}: {
  label: ReactNode;
  value?: ReactNode;
  href?: string;
  onPress?: () => void;
  testId?: string;
}) {
  return (
    <li data-testid={testId}>
      {href ? (
        <Link variant="plain" href={href} className={row}>
          <Content label={label} value={value} />
        </Link>
      ) : (
        <AriaButton onPress={onPress} className={cn(row, 'cursor-pointer')}>
          <Content label={label} value={value} />
        </AriaButton>
      )}
    </li>
  );
}
