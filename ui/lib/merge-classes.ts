/**
 * Tailwind class merging for the kit: a later class wins over an earlier one that sets the same
 * thing (`p-2 p-4` → `p-4`, `px-2 p-4` → `p-4`, `text-sm text-lg` → `text-lg`), per variant
 * (`desktop:p-0` only replaces another `desktop:` padding). Classes it does not know are kept.
 *
 * Decision: this replaces tailwind-merge (27 kB of script, most of it a table of every Tailwind
 * utility) on every page's first load (ADR 008). It knows the utilities the kit and storefront
 * use, with tailwind-merge's groups and conflicts, and like it leaves the theme's own names
 * (`rounded-pill`, `max-w-container`, `animate-fade-in`) unmerged; `merge-classes.test.ts` checks it against
 * tailwind-merge for every pair of classes the code contains, so a class it gets wrong fails
 * the unit tests the day it is written.
 */

const SIZES = 'xs|sm|base|lg|xl|[2-9]xl';
const NUMBER = String.raw`\d+(?:\.\d+)?|px|\d+/\d+`;
const SPACING = String.raw`(?:${NUMBER}|auto|full|screen|svw|lvw|dvw|svh|lvh|dvh|min|max|fit|\[[^\]]+\]|\([^)]+\))`;
const ARBITRARY_LENGTH = String.raw`(?:\[(?:length:)?[\d.]+(?:px|r?em|%|lh|vh|vw|dvh|svh|ch)?\]|\[(?:length:|calc\(|min\(|max\(|clamp\(|env\()[^\]]*\])`;

/** [pattern for a class without variants, group]: the first match wins. */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|hidden|table|table-row|table-cell)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [new RegExp(`^text-(${SIZES}|${ARBITRARY_LENGTH})$`), 'font-size'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+|\[\d+\])$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^decoration-/, 'text-decoration-color'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^line-clamp-/, 'line-clamp'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [/^tabular-nums$|^proportional-nums$/, 'fvn-spacing'],
  [/^list-(inside|outside)$/, 'list-style-position'],
  [/^list-(disc|decimal|none|\[.+\]|\(.+\))$/, 'list-style-type'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(none|linear-|radial|conic|gradient-|\[url)/, 'bg-image'],
  [/^bg-/, 'bg-color'],
  [/^from-/, 'gradient-from'],
  [/^via-/, 'gradient-via'],
  [/^to-/, 'gradient-to'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [new RegExp(`^border(-\\d+|-px|-${ARBITRARY_LENGTH})?$`), 'border-w'],
  [new RegExp(`^border-([xytrblse])(-\\d+|-px|-${ARBITRARY_LENGTH})?$`), 'border-w-$1'],
  [/^border-([xytrblse])-/, 'border-color-$1'],
  [/^border-/, 'border-color'],
  [/^divide-(x|y)(-\d+|-px)?$/, 'divide-$1'],
  [/^divide-(solid|dashed|dotted|double|none)$/, 'divide-style'],
  [/^divide-/, 'divide-color'],
  [/^rounded-(tl|tr|br|bl|ss|se|ee|es|t|r|b|l|s|e)(-|$)/, 'rounded-$1'],
  [/^rounded(-(none|xs|sm|md|lg|xl|[2-4]xl|full|\[.+\]|\(.+\)))?$/, 'rounded'],
  [/^shadow(-(none|2xs|xs|sm|md|lg|xl|2xl|inner))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+|-px)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-offset-(\d+|px)$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline(-\d+|-px)?$/, 'outline-w'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-(\d+|auto|initial|none|\[.+\]|\(.+\))$/, 'flex'],
  [/^(grow|shrink)(-\d+)?$/, '$1'],
  [/^basis-/, 'basis'],
  [/^order-/, 'order'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-rows-/, 'grid-rows'],
  [/^grid-flow-/, 'grid-flow'],
  [/^auto-(cols|rows)-/, 'auto-$1'],
  [/^col-span-|^col-auto$/, 'col-start-end'],
  [/^row-span-|^row-auto$/, 'row-start-end'],
  [/^gap-(x|y)-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^space-(x|y)-reverse$/, 'space-$1-reverse'],
  [/^space-(x|y)-/, 'space-$1'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^justify-/, 'justify-content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^content-/, 'content'],
  [/^place-(content|items|self)-/, 'place-$1'],
  [
    new RegExp(`^(w|h|size|min-w|min-h|max-w|max-h)-(${SPACING}|none|lh|prose|xs|sm|md|lg|xl|[2-7]xl)$`),
    '$1',
  ],
  [new RegExp(`^(p|px|py|ps|pe|pt|pr|pb|pl)-${SPACING}$`), '$1'],
  [new RegExp(`^(m|mx|my|ms|me|mt|mr|mb|ml)-${SPACING}$`), '$1'],
  [/^scroll-(m|mx|my|ms|me|mt|mr|mb|ml|p|px|py|ps|pe|pt|pr|pb|pl)-/, 'scroll-$1'],
  [/^scroll-(auto|smooth)$/, 'scroll-behavior'],
  [/^(inset-x|inset-y|inset|start|end|top|right|bottom|left)-/, '$1'],
  [/^z-/, 'z'],
  [/^opacity-/, 'opacity'],
  [/^cursor-/, 'cursor'],
  [/^pointer-events-/, 'pointer-events'],
  [/^select-(none|text|all|auto)$/, 'select'],
  [/^resize(-x|-y|-none)?$/, 'resize'],
  [/^overflow-(x|y)-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^overscroll-(x|y)-/, 'overscroll-$1'],
  [/^overscroll-/, 'overscroll'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^aspect-/, 'aspect'],
  [/^animate-(spin|ping|pulse|bounce|none|\[.+\]|\(.+\))$/, 'animate'],
  [/^transition(-|$)/, 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^delay-/, 'delay'],
  [/^translate-(x|y)-/, 'translate-$1'],
  [/^rotate-/, 'rotate'],
  [/^scale-(x|y)-/, 'scale-$1'],
  [/^scale-/, 'scale'],
  [/^origin-/, 'transform-origin'],
  [/^fill-/, 'fill'],
  [/^stroke-(\d+)$/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
  [/^caret-/, 'caret-color'],
  [/^accent-/, 'accent'],
  [/^appearance-/, 'appearance'],
  [/^snap-(x|y|both|none)$/, 'snap-type'],
  [/^snap-(mandatory|proximity)$/, 'snap-strictness'],
  [/^snap-(start|end|center|align-none)$/, 'snap-align'],
  [/^snap-(normal|always)$/, 'snap-stop'],
  [/^touch-/, 'touch'],
  [/^will-change-/, 'will-change'],
];

/** Setting one of these groups also sets the groups listed (tailwind-merge's conflicts). */
const SIDES = { x: ['s', 'e', 'r', 'l'], y: ['t', 'b'] } as const;
const CONFLICTS: Readonly<Record<string, readonly string[]>> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  ...sideConflicts('p', ''),
  ...sideConflicts('m', ''),
  ...sideConflicts('scroll-m', ''),
  ...sideConflicts('scroll-p', ''),
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  ...sideConflicts('border-w'),
  ...sideConflicts('border-color'),
};

/** A group set on all sides (`p`, `border-w`) also sets each axis and side; an axis its sides. */
function sideConflicts(prefix: string, separator = '-'): Record<string, string[]> {
  const side = (s: string) => `${prefix}${separator}${s}`;
  return {
    [prefix]: ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map(side),
    [side('x')]: SIDES.x.map(side),
    [side('y')]: SIDES.y.map(side),
  };
}

/** The group a class (without variants) sets, or undefined for a class this does not know. */
function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(utility);
    if (match) return group.replace('$1', match[1] ?? '');
  }
  return undefined;
}

/** `desktop:hover:!-mt-2` → variants `desktop:hover` (sorted), important, utility `mt-2`. */
function parseClass(className: string): { variants: string; important: boolean; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < className.length; at++) {
    const char = className[at];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, at));
      start = at + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // An opacity modifier (`bg-surface/90`) does not change what a class sets.
  if (!/^\d+\/\d+$/.test(utility.split('-').at(-1) ?? '')) utility = utility.replace(/\/[\w.[\]]+$/, '');
  return { variants: variants.sort().join(':'), important, utility };
}

const cache = new Map<string, string>();

/** Merges a space-separated class list: see the file's comment. */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    if (!className) continue;
    const { variants, important, utility } = parseClass(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of CONFLICTS[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  const merged = kept.reverse().join(' ');
  if (cache.size > 500) cache.clear();
  cache.set(classList, merged);
  return merged;
}
