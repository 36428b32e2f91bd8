import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they go comes near the screen (IntersectionObserver), so a section
 * far below the first screen loads its code and data only when someone scrolls towards it. `minHeight`
 * keeps the room it will take, so nothing moves when it arrives.
 */
export function WhenVisible({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={ref} style={{ minHeight }} />;
}
