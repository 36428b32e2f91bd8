import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Whether the page's `load` event has fired (true at once when it already had). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    // A transition: what appears after load renders in short slices, not one long task (decision 047).
    const done = () => startTransition(() => setLoaded(true));
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * Renders its children (and so loads their code) only once the page has loaded: for what the first screen
 * does not show. `fallback` holds their room meanwhile, so nothing on screen moves when they arrive.
 */
export function AfterLoad({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return usePageLoaded() ? children : fallback;
}
