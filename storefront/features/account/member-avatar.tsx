import { UserRound } from 'lucide-react';
import { cn } from '@pasar/ui';

/**
 * The member's picture in a circle, or a person outline without one. `alt` names it for screen
 * readers; pass '' where the name is written right beside it.
 */
export function MemberAvatar({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  return (
    <span
      data-testid="member-avatar"
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-pill bg-muted',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} width={200} height={200} className="block size-full object-cover" />
      ) : (
        <UserRound aria-hidden="true" className="size-1/2 text-muted-foreground" />
      )}
    </span>
  );
}
