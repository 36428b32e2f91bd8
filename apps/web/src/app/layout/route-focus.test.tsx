import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/components/use-page-title';
import { renderRoutes } from '@/test/utils';
import { RootLayout } from './root-layout';

function Start() {
  return (
    <>
      <h1>Start page</h1>
      <Link to="/next">Next page</Link>
      <Link to="/bare">A page without a heading</Link>
      <Link to="/form">A page that focuses its own field</Link>
      <Link to="/start?tab=2">Same page, other tab</Link>
    </>
  );
}

function Bare() {
  usePageTitle('Bare page');
  return <p>Nothing to head this page.</p>;
}

function Form() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Form page</h1>
      <input ref={field} aria-label="Own field" />
    </>
  );
}

function render() {
  const rendered = renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { path: 'start', Component: Start },
          { path: 'next', element: <h1>Next page</h1> },
          { path: 'bare', Component: Bare },
          { path: 'form', Component: Form },
        ],
      },
    ],
    '/start',
  );
  return { ...rendered, user: userEvent.setup() };
}

/** A new page takes the focus to its heading (issue 13, item 6; decision 043). */
describe('focus after a route change', () => {
  it('leaves the first load alone, then moves to the new page’s heading when a link is followed', async () => {
    const { user } = render();
    await screen.findByRole('heading', { name: 'Start page' });
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Next page' })).toHaveFocus());
  });

  it('focuses the main region and announces the title when the page has no heading', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('link', { name: 'A page without a heading' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus(), { timeout: 3000 });
    expect(screen.getByText('Bare page | Motorwise')).toBeInTheDocument();
  });

  it('keeps the focus a page put on its own field, and stays put when only the query changes', async () => {
    const { user, router } = render();
    const sameTab = await screen.findByRole('link', { name: 'Same page, other tab' });
    await user.click(sameTab);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.getByRole('link', { name: 'Same page, other tab' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'A page that focuses its own field' }));
    await screen.findByRole('heading', { name: 'Form page' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('textbox', { name: 'Own field' })).toHaveFocus();
  });

  it('offers a skip link to the main region', async () => {
    render();
    await screen.findByRole('heading', { name: 'Start page' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
