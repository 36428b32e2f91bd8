import { useEffect, useState } from 'react';

/** Example searches the box cycles through while it is empty. */
export const SEARCH_EXAMPLES = [
  'Toyota Hilux 2.8 GD-6',
  'VW Polo Vivo 2019',
  'Ford Ranger 2.2',
  'Suzuki Swift 1.2',
  'Toyota Corolla Cross',
] as const;

export const PLACEHOLDER_ROTATE_MS = 3000;

/** spec: rotating example placeholders. Paused while `paused` (the visitor is typing). */
export function useRotatingPlaceholder(
  examples: readonly string[] = SEARCH_EXAMPLES,
  paused = false,
  intervalMs = PLACEHOLDER_ROTATE_MS,
): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || examples.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % examples.length), intervalMs);
    return () => clearInterval(timer);
  }, [examples, paused, intervalMs]);
  return `e.g. ${examples[index % examples.length] ?? ''}`;
}
