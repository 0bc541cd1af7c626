import { useEffect } from 'react';

const SITE_NAME = 'WAC';

interface PageMeta {
  /** The page's name; the document title becomes "<title> | WAC". */
  title: string;
  description: string;
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
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    findOrCreateDescriptionTag().content = description;
  }, [title, description]);
}
