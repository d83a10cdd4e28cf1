import type { MessageDescriptor } from 'react-intl';

/** A list of items, one message each; `ordered` for steps to follow in turn. */
export interface DocumentList {
  readonly list: readonly MessageDescriptor[];
  readonly ordered?: boolean;
}

/** A paragraph (one message) or a list. */
export type DocumentBlock = MessageDescriptor | DocumentList;

export interface DocumentSection {
  /** Anchor id for the table of contents, unique within the document. */
  readonly id: string;
  readonly heading: MessageDescriptor;
  readonly blocks: readonly DocumentBlock[];
}

/** A policy document: title, opening paragraphs and 5–9 headed sections. */
export interface StaticDocument {
  /** Prefix for anchor ids, so two documents on one page never clash. */
  readonly key: string;
  readonly title: MessageDescriptor;
  readonly intro: readonly MessageDescriptor[];
  readonly sections: readonly DocumentSection[];
}

export function isList(block: DocumentBlock): block is DocumentList {
  return 'list' in block;
}
