import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'WAC';

export interface PageMeta {
  /** The page's name; the document title becomes "<title> | WAC". */
  title: string;
  description: string;
}

/**
 * On the server (src/entry-server.tsx) the page's meta is written here while it renders, so the
 * HTML response carries the right <title> and description before any script runs.
 */
export type PageMetaCollector = { meta?: PageMeta };
export const PageMetaCollectorContext = createContext<PageMetaCollector | undefined>(undefined);

export function formatDocumentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

function findOrCreateDescriptionTag(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
}

/** Sets the document title and meta description for the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  const collector = useContext(PageMetaCollectorContext);
  if (collector) collector.meta = { title, description };
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    findOrCreateDescriptionTag().content = description;
  }, [title, description]);
}
