import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button, SearchField } from '@pasar/ui';
import { KEYWORD_MAX_LENGTH } from '../../../contract/search-constants';
import { searchMessages as m } from './messages';
import { SearchPanel } from './search-panel';
import { useSubmitSearch } from './search-navigation';

/** SPEC.md §9: a popover closes 200 ms after the pointer leaves it. */
export const HOVER_CLOSE_DELAY_MS = 200;

/**
 * The desktop header's search box (SPEC.md §2): hovering or focusing it opens a panel with
 * suggestions while typing, else the member's history, hot and recommended searches and products
 * they may like; it closes 200 ms after the pointer leaves box and panel, on Escape, or when
 * focus leaves both. Decision: the panel is laid out under the box in the same DOM (not a portal
 * like the kit's Popover), so Tab moves from the box straight into it and hovering either keeps
 * it open; ARIA names it as a region the box controls. Closed, the panel is not rendered at all,
 * so its entries are out of the Tab order, not merely out of sight.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const submit = useSubmitSearch();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  // A navigation (a result, a keyword) closes the panel.
  const here = pathname + search;
  const [seen, setSeen] = useState(here);
  if (seen !== here) {
    setSeen(here);
    setOpen(false);
  }

  const go = (keyword: string) => {
    if (submit(keyword)) {
      setText(keyword);
      setOpen(false);
    }
  };
  const inside = (node: EventTarget | null) => !!root.current?.contains(node as Node | null);
  const onBlur = (event: FocusEvent) => {
    if (!held && !inside(event.relatedTarget)) setOpen(false);
  };
  // Focus arriving from outside opens the panel; focus moving within (back to the box after
  // Escape) does not reopen it.
  const onFocus = (event: FocusEvent) => {
    if (!inside(event.relatedTarget)) openNow();
  };
  // Escape closes the panel first (before the search field's own Escape, which clears the text)
  // and keeps focus in the box: the panel's entries leave the page with it, so focus on one of
  // them would otherwise fall to <body>.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !shown || held) return;
    // Neither the search field's Escape nor the browser's (a search input clears itself): the
    // text stays for when the shopper comes back to it.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    root.current?.querySelector('input')?.focus();
  };
  const shown = open || held;

  return (
    // Pointer and focus handlers only widen where the panel stays open; every control inside is
    // a kit control with its own keyboard behaviour.
    <div
      ref={root}
      className="relative mx-auto w-full max-w-xl"
      onMouseEnter={openNow}
      onMouseLeave={() => !held && closeSoon()}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDownCapture={onKeyDownCapture}
    >
      <form
        role="search"
        aria-label={intl.formatMessage(m.headerLandmark)}
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go(text);
        }}
      >
        <SearchField
          aria-label={intl.formatMessage(m.fieldLabel)}
          aria-controls="header-search-panel"
          placeholder={intl.formatMessage(m.placeholder)}
          value={text}
          onChange={(value) => {
            setText(value);
            openNow();
          }}
          maxLength={KEYWORD_MAX_LENGTH}
          rounded
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="primary" className="shrink-0 rounded-pill">
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
      <div
        id="header-search-panel"
        role="region"
        aria-label={intl.formatMessage(m.panelLabel)}
        hidden={!shown}
        data-slot="header-search-panel"
        className="absolute top-full left-1/2 z-40 mt-2 max-h-[70vh] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto rounded-lg border border-border bg-surface text-foreground shadow-popover"
      >
        {shown && (
          <SearchPanel text={text} onPick={go} onNavigate={() => setOpen(false)} onHold={setHeld} compact />
        )}
      </div>
    </div>
  );
}
