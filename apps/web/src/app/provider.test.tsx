import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

/** The screen is as wide as `width`: Mantine's useMediaQuery reads window.matchMedia. */
function screenWidth(width: number) {
  const stub = window.matchMedia; // the test setup's, which matches nothing
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return { ...stub(query), matches: max ? width <= Number(max[1]) * 16 : false };
  });
}

async function threeToasts() {
  render(
    <AppProvider>
      <p>The page</p>
    </AppProvider>,
  );
  act(() => {
    for (const title of ['Quote received', 'Claim answered', 'Refund made'])
      notifications.show({ id: title, title, message: `${title} on MW-2611-7003`, autoClose: false });
  });
  // The container mounts with the first toast (lazily): wait for it.
  await screen.findByText('Quote received');
}

describe('toasts', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.restoreAllMocks();
  });

  it('on a phone show one at a time, so they never cover most of the screen', async () => {
    screenWidth(375);
    await threeToasts();
    expect(screen.queryByText('Claim answered')).toBeNull();
    expect(screen.queryByText('Refund made')).toBeNull();

    // The first steps aside: the next takes its place.
    act(() => notifications.hide('Quote received'));
    expect(await screen.findByText('Claim answered')).toBeInTheDocument();
  });

  it('on a wider screen show up to three together', async () => {
    screenWidth(1280);
    await threeToasts();
    expect(screen.getByText('Claim answered')).toBeInTheDocument();
    expect(screen.getByText('Refund made')).toBeInTheDocument();
  });
});
