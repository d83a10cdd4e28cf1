import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Flame, Search, Sparkles, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  Button,
  cn,
  DialogTrigger,
  focusRing,
  focusRingInset,
  IconButton,
  Link,
  Skeleton,
  showToast,
} from '@pasar/ui';
import { formatCount } from '../../../contract/counts';
import type { RankItem } from '../../../contract/search';
import { SEARCH_TYPE, type SearchType } from '../../../contract/search-constants';
import { useRecommendationPage } from '../../api/catalogue';
import { reportSearchClick } from '../../api/search';
import { clearSearchHistory, useRankList, useSearchHistory, useSuggestions } from '../../api/search-panel';
import { useLoggedIn } from '../../session/session-store';
import { productDetailHref, ProductCardLink, RecentlyViewedOnDemand } from '../catalogue';
import { searchMessages as m } from './messages';
import { useDebouncedValue } from './use-debounced-value';

const chip = cn(
  'inline-flex max-w-full cursor-pointer items-center rounded-pill bg-muted px-3 py-1.5 text-sm text-foreground',
  'hovered:bg-border pressed:bg-border',
  focusRing,
);

/** Names while typing (search/suggest, debounced); each opens its product. */
function Suggestions({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const intl = useIntl();
  const settled = useDebouncedValue(text);
  const { data, isLoading } = useSuggestions(settled);
  if (!data && isLoading)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 p-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="text" />
        ))}
      </div>
    );
  if (!data || data.length === 0)
    return (
      <p className="m-0 p-3 text-sm text-muted-foreground">
        <FormattedMessage {...m.noSuggestions} />
      </p>
    );
  return (
    <ul aria-label={intl.formatMessage(m.suggestions)} className="m-0 flex list-none flex-col p-0">
      {data.map((item) => (
        <li key={item.product_no}>
          <Link
            variant="plain"
            href={productDetailHref(item.product_no)}
            onPress={() => {
              reportSearchClick(text, item.product_no);
              onNavigate?.();
            }}
            // Inset: the rows fill the panel's scroll box, which would clip a ring outside them.
            className={cn(
              'flex items-center gap-3 px-3 py-2.5 text-sm text-foreground hover:bg-muted',
              focusRingInset,
            )}
          >
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{item.product_name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The member's last ten searches (SPEC.md §6: members only), cleared after a confirmation. */
function History({
  onPick,
  onHold,
}: {
  onPick: (keyword: string) => void;
  onHold?: (held: boolean) => void;
}) {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
  const { data } = useSearchHistory(loggedIn);
  // The page and the desktop header's popover may both show the panel: ids of their own.
  const id = useId();
  if (!loggedIn || !data || data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id={id} className="m-0 text-base font-semibold">
          <FormattedMessage {...m.history} />
        </h2>
        <DialogTrigger onOpenChange={onHold}>
          <IconButton aria-label={intl.formatMessage(m.clearHistory)} variant="muted" size="sm">
            <Trash2 aria-hidden="true" />
          </IconButton>
          <AlertDialog
            title={intl.formatMessage(m.clearTitle)}
            confirmLabel={intl.formatMessage(m.clearConfirm)}
            cancelLabel={intl.formatMessage(m.cancel)}
            variant="destructive"
            // Closes at once; the toast follows the answer (a failure shows request()'s toast instead).
            onConfirm={() =>
              void clearSearchHistory()
                .then(() =>
                  showToast({ title: intl.formatMessage(m.clearedSuccessfully), variant: 'success' }),
                )
                .catch(() => undefined)
            }
          >
            <FormattedMessage {...m.clearBody} />
          </AlertDialog>
        </DialogTrigger>
      </div>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {data.map((item) => (
          <li key={item.keyword} className="max-w-full">
            <Button variant="ghost" size="sm" onPress={() => onPick(item.keyword)} className={chip}>
              <span className="truncate">{item.keyword}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Hot (1) or recommended (2) searches, ten each, with their counts ("52K"). */
function RankList({ type, onPick }: { type: SearchType; onPick: (keyword: string) => void }) {
  const intl = useIntl();
  const { data, isLoading } = useRankList(type);
  const id = useId();
  if (!isLoading && (!data || data.length === 0)) return null;
  const Icon = type === SEARCH_TYPE.hot ? Flame : Sparkles;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-1 flex-col gap-2">
      <h2 id={id} className="m-0 flex items-center gap-1.5 text-base font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        <FormattedMessage {...(type === SEARCH_TYPE.hot ? m.hot : m.recommended)} />
      </h2>
      <ol className="m-0 flex list-none flex-col gap-0.5 p-0">
        {(data ?? Array.from({ length: 5 }, () => null as RankItem | null)).map((item, index) =>
          item ? (
            <li key={item.keyword}>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => onPick(item.keyword)}
                className="w-full justify-start gap-3 px-2 text-left font-normal"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'w-5 shrink-0 text-center font-semibold tabular-nums',
                    index < 3 ? 'text-primary-hover' : 'text-muted-foreground',
                  )}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate">{item.keyword}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {intl.formatMessage(m.searchCount, { count: formatCount(item.search_count, intl.locale) })}
                </span>
              </Button>
            </li>
          ) : (
            <li key={index} aria-hidden="true" className="px-2 py-1.5">
              <Skeleton shape="text" />
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

/** "You may like": a page of recommendations under the search lists. */
function MayLike({ limit }: { limit?: number }) {
  const intl = useIntl();
  const { data } = useRecommendationPage();
  const items = (data?.list ?? []).slice(0, limit);
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="m-0 text-base font-semibold">
        {intl.formatMessage(m.mayLike)}
      </h2>
      <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0 desktop:grid-cols-6">
        {items.map((product) => (
          <li key={product.product_no} className="min-w-0">
            <ProductCardLink product={product} variant="outline" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SearchPanelProps {
  /** What is typed: suggestions for it, or (blank) history, hot, recommended and may-like. */
  text: string;
  /** A keyword was chosen (history, hot or recommended): search it. */
  onPick: (keyword: string) => void;
  /** Leaving the panel for a product (the desktop popover closes). */
  onNavigate?: () => void;
  /** The desktop header's popover: two columns for the lists, six may-like cards. */
  compact?: boolean;
  /** A dialog opened from the panel (clear history): the popover must stay while it is up. */
  onHold?: (held: boolean) => void;
}

/** The parts of search (SPEC.md §2): the /search page and the desktop header's popover show them. */
export function SearchPanel({ text, onPick, onNavigate, compact = false, onHold }: SearchPanelProps) {
  if (text.trim()) return <Suggestions text={text} onNavigate={onNavigate} />;
  return (
    <div className={cn('flex flex-col gap-5', compact ? 'p-4' : 'p-3 desktop:p-0')}>
      <History onPick={onPick} onHold={onHold} />
      <RecentlyViewedOnDemand compact={compact} className="bg-transparent p-0 desktop:p-0" />
      <div className="flex flex-col gap-5 desktop:flex-row desktop:gap-8">
        <RankList type={SEARCH_TYPE.hot} onPick={onPick} />
        <RankList type={SEARCH_TYPE.recommended} onPick={onPick} />
      </div>
      <MayLike limit={compact ? 6 : undefined} />
    </div>
  );
}
