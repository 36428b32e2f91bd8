import { useEffect } from 'react';
import { usePageTitle } from './use-page-title';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * The tab title plus the description and social preview tags of a public page, kept in step as the
 * visitor moves around (the server writes the same tags into the first HTML for crawlers; decision 026).
 */
export function usePageMeta(title: string | null | undefined, description: string | null | undefined) {
  usePageTitle(title);
  useEffect(() => {
    if (!title || !description) return;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', `${title} | Motorwise`);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
  }, [title, description]);
}
