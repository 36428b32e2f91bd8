import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they go comes near the screen (IntersectionObserver), so a section
 * far below the first screen loads its code and data only when someone scrolls towards it. `minHeight`
 * keeps the room it will take, so nothing moves when it arrives. `margin` is how near (400 px above or
 * below the screen unless told); with `onScroll`, the page's first scroll is near enough too.
 */
export function WhenVisible({
  children,
  minHeight = 0,
  className,
  margin = 400,
  onScroll = false,
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: number;
  onScroll?: boolean;
  /** For the placeholder, when its room is set by a stylesheet rather than `minHeight`. */
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    const scrolled = () => setVisible(true);
    if (onScroll) window.addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', scrolled);
    };
  }, [visible, margin, onScroll]);
  return visible ? children : <div ref={ref} className={className} style={{ minHeight }} />;
}
