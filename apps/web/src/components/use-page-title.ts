import { useEffect } from 'react';

/** Sets the browser tab title, "Page | Motorwise", so history and tabs say where you were. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Motorwise` : 'Motorwise';
  }, [title]);
}
