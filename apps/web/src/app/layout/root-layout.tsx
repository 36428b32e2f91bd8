import { Box } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSessionSync } from '@/lib/session';
import { backdropFor } from './backdrop';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const { pathname } = useLocation();
  // A signed-in visitor's user (roles, organisation, branch) is reloaded once per page load.
  useSessionSync();
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
        id="main-content"
        tabIndex={-1}
        style={{ flex: 1, outline: 'none', ...style }}
        data-backdrop={backdrop ? backdrop.replace(/^.*\/|\.svg$/g, '') : undefined}
      >
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
