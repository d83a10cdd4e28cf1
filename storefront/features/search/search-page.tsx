import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { Button, IconButton, SearchField } from '@pasar/ui';
import { KEYWORD_MAX_LENGTH } from '../../../contract/search-constants';
import { stickyTopBar } from '../../frame/sticky-bars';
import { useIsMobile } from '../../platform/use-is-mobile';
import { usePageTitle } from '../../platform/use-page-title';
import { searchMessages as m } from './messages';
import { SearchPanel } from './search-panel';
import { searchableKeyword, useSubmitSearch } from './search-navigation';

/**
 * /search (SPEC.md §2): the search box, suggestions while typing, and when it is empty the
 * member's history, hot and recommended searches and products they may like. The keyword the
 * mobile header was showing arrives in state {keyword}. Decision: it becomes the box's hint, and
 * searching with the box empty searches it (as Shopee and Tokopedia do); typing replaces it.
 */
export function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const mobile = useIsMobile();
  const hinted = searchableKeyword(String((location.state as { keyword?: unknown } | null)?.keyword ?? ''));
  const [text, setText] = useState('');
  const submit = useSubmitSearch();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);

  const search = () => submit(text) || (hinted !== null && submit(hinted));

  return (
    <main className="flex min-h-dvh flex-col bg-surface pb-8 desktop:min-h-0 desktop:rounded-lg desktop:p-6">
      <h1 className="sr-only">{title}</h1>
      <div
        ref={stickyTopBar}
        className="sticky top-0 z-30 flex items-center gap-1 bg-surface px-1 py-2 shadow-card short:static desktop:static desktop:mb-6 desktop:gap-3 desktop:p-0 desktop:shadow-none"
      >
        {mobile && (
          <IconButton
            aria-label={intl.formatMessage(m.back)}
            onPress={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </IconButton>
        )}
        <form
          role="search"
          aria-label={intl.formatMessage(m.pageLandmark)}
          className="flex min-w-0 flex-1 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <SearchField
            aria-label={intl.formatMessage(m.fieldLabel)}
            placeholder={hinted ?? intl.formatMessage(m.placeholder)}
            value={text}
            onChange={setText}
            maxLength={KEYWORD_MAX_LENGTH}
            rounded
            // The page exists to type into this box.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="primary" size="md" className="shrink-0 rounded-pill">
            {intl.formatMessage(m.submit)}
          </Button>
        </form>
      </div>
      <SearchPanel text={text} onPick={(keyword) => submit(keyword)} />
    </main>
  );
}
