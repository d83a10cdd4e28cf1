import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { cn, focusRing, Link } from '@pasar/ui';
import { Logo, logoMessages } from '../frame/logo';
import { stickyTopBar } from '../frame/sticky-bars';
import { layoutMessages as m } from './messages';
import { useRotatingIndex } from './rotating-keyword';
import { useRecommendedKeywords } from '../api/search';

/**
 * Mobile header: the logo and a search bar showing a rotating recommended keyword. Tapping the
 * bar opens /search with that keyword. Decision: the bar is a link, not a text box (typing
 * happens on /search), so "has text" never applies here; focus pauses the rotation.
 */
export function MobileHeader() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [focused, setFocused] = useState(false);
  const { data: keywords = [] } = useRecommendedKeywords();
  const index = useRotatingIndex(keywords.length, focused);
  const keyword = keywords[index];

  return (
    // Its height from its first tag (the search box's 36 px and room around it), not from what it
    // holds: a page read in parts painted the logo before the search box, 4 px higher.
    <header
      ref={stickyTopBar}
      data-slot="mobile-header"
      className="sticky top-0 z-30 flex h-13 items-center gap-3 bg-surface px-3 shadow-card short:static"
    >
      <Link
        variant="plain"
        href="/"
        aria-label={intl.formatMessage(logoMessages.logo)}
        className="shrink-0 rounded"
      >
        <Logo className="h-7 w-auto" />
      </Link>
      <button
        type="button"
        onClick={() => navigate('/search', { state: keyword ? { keyword } : undefined })}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        aria-label={
          keyword
            ? intl.formatMessage(m.searchWithKeyword, { keyword })
            : intl.formatMessage(m.searchPlaceholder)
        }
        className={cn(
          'flex h-9 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-pill border border-primary bg-surface px-3 text-left text-sm text-muted-foreground',
          focusRing,
        )}
      >
        <Search aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span data-testid="rotating-keyword" aria-live="off" className="truncate">
          {keyword ?? intl.formatMessage(m.searchPlaceholder)}
        </span>
      </button>
    </header>
  );
}
