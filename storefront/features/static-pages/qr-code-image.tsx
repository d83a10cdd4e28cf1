import { useMemo } from 'react';
import { cn } from '@pasar/ui';
import { encodeQr } from './qr-code';

const quietZone = 4; // modules of light margin the standard requires around the symbol

/** A scannable QR code of `value`, drawn as one SVG path; `label` names it for screen readers. */
export function QrCodeImage({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const grid = encodeQr(value);
    let d = '';
    grid.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
      }),
    );
    return { size: grid.length + quietZone * 2, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-slot="qr-code"
      data-value={value}
      // Dark on white whatever the theme: scanners need the contrast.
      className={cn('block aspect-square bg-surface text-foreground', className)}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
