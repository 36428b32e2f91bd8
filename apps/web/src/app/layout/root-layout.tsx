import { Box, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSessionSync } from '@/lib/session';
import { backdropFor } from './backdrop';
import { Footer } from './footer';
import { Header } from './header';
import { useRouteFocus } from './use-route-focus';

export function RootLayout() {
  const { pathname } = useLocation();
  // A signed-in visitor's user (roles, organisation, branch) is reloaded once per page load.
  useSessionSync();
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteFocus(main);
  const backdrop = backdropFor(pathname);
  const style = backdrop ? ({ '--page-backdrop': `url("${backdrop}")` } as CSSProperties) : undefined;

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <Box
        component="main"
        ref={main}
        id="main-content"
        tabIndex={-1}
        style={{ flex: 1, outline: 'none', ...style }}
        data-backdrop={backdrop ? backdrop.replace(/^.*\/|\.svg$/g, '') : undefined}
      >
        <Outlet />
      </Box>
      <Footer />
      {/* A new page without a heading to focus is announced by its title. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <ScrollRestoration />
    </Box>
  );
}
