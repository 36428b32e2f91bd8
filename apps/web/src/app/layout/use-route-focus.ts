import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How many frames a new page may take to draw its heading (a lazy part, a first answer). */
const HEADING_WAIT_FRAMES = 30;

/**
 * After a move to another page (not the first load, not a change of query or hash only) the focus goes to
 * the new page's main heading, or to the main region when it has none, so keyboard and screen-reader users
 * carry on from the new page instead of from a link that is gone or the page body (issue 13, item 6;
 * decision 043). A page that has put the focus inside the main region itself keeps it. Answers what to say
 * in a polite live region when no heading took the focus (a focused heading is read out by itself).
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focusedAtMove = document.activeElement;
    let frames = 0;
    let frame = 0;
    const place = () => {
      const region = main.current;
      if (!region) return;
      const active = document.activeElement;
      // The page (or the person) has moved the focus on since: leave it there.
      if (active && active !== focusedAtMove && active !== document.body) return;
      if (active && active !== region && region.contains(active)) return;
      const heading = region.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        setAnnouncement('');
        return;
      }
      frames += 1;
      if (frames < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(place);
        return;
      }
      region.focus({ preventScroll: true });
      setAnnouncement(document.title);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);

  return announcement;
}
