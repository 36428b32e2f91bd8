import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { VehicleSearchWidget } from './vehicle-search-widget';

/** The search terms POST /api/vehicles received, in order. */
const searched: string[] = [];

/** Answers the catalogue search with `resolve` (an MSW resolver) and records each term. */
function setup(resolve: (request: Request) => Response | Promise<Response>, debounceMs = 200) {
  searched.length = 0;
  server.use(
    http.post('/api/vehicles', async ({ request }) => {
      searched.push(((await request.clone().json()) as { searchTerm: string }).searchTerm);
      return resolve(request);
    }),
    http.get('/api/vehicles/*', () => HttpResponse.json([])),
  );
  const onSelectVehicle = vi.fn();
  const onManualEntry = vi.fn();
  renderWithRouter(
    <VehicleSearchWidget
      onSelectVehicle={onSelectVehicle}
      onManualEntry={onManualEntry}
      debounceMs={debounceMs}
    />,
  );
  return { onSelectVehicle, onManualEntry, user: userEvent.setup() };
}

describe('VehicleSearchWidget', () => {
  it('starts with Click to start, then searches from 2 characters, debounced, and lists the matches', async () => {
    const { onSelectVehicle, user } = setup(() => HttpResponse.json([makeVehicle()]));
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = screen.getByRole('combobox', { name: /Add a new vehicle/ });
    // The focus moves into the box, which tells assistive technology it opens a list.
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box.getAttribute('placeholder')).toMatch(/^e\.g\. /);

    await user.type(box, 'h');
    await new Promise((r) => setTimeout(r, 100));
    expect(searched).toHaveLength(0);

    await user.type(box, 'ilux');
    const option = await screen.findByRole('option', { name: /2021 Toyota Hilux 2\.8 GD-6/, hidden: true });
    expect(await screen.findByText('1 vehicle found')).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // One request for the whole word, not one per key.
    expect(searched).toEqual(['hilux']);

    await user.click(option);
    expect(onSelectVehicle).toHaveBeenCalledWith(expect.objectContaining({ id: 1, brand: 'Toyota' }));
  });

  it('aborts the earlier in-flight search and ignores its cancellation', async () => {
    const signals: AbortSignal[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup((request) => {
      signals.push(request.signal);
      if (signals.length === 1) {
        // The first search hangs until it is cancelled.
        return new Promise((resolve) =>
          request.signal.addEventListener('abort', () => resolve(HttpResponse.json([]))),
        );
      }
      return HttpResponse.json([makeVehicle({ id: 2, range: 'Corolla', model: 'Corolla 1.8' })]);
    });
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = screen.getByRole('combobox', { name: /Add a new vehicle/ });
    await user.type(box, 'to');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(box, 'yota');
    await screen.findByRole('option', { name: /Corolla 1\.8/, hidden: true });
    expect(searched).toEqual(['to', 'toyota']);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs a failed search and offers manual entry when 2 or more characters find nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { onManualEntry, user } = setup(() =>
      fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([]),
    );
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = screen.getByRole('combobox', { name: /Add a new vehicle/ });
    await user.type(box, 'qz');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Vehicle search failed', expect.anything()));

    fail = false;
    await user.type(box, 'x');
    // Announced: the sentence sits in a status region (the search's spinner is one too while it runs).
    const prompt = await screen.findByText(/We could not find “qzx” in our catalogue\./);
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter your vehicle manually' }));
    expect(onManualEntry).toHaveBeenCalled();
  });
});
