import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { renderWithRouter } from '@/test/utils';
import { VehicleSearchWidget } from './vehicle-search-widget';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const searchCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/vehicles');

const termOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)).searchTerm as string;

function setup(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, debounceMs = 40) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const onSelectVehicle = vi.fn();
  const onManualEntry = vi.fn();
  renderWithRouter(
    <VehicleSearchWidget
      onSelectVehicle={onSelectVehicle}
      onManualEntry={onManualEntry}
      debounceMs={debounceMs}
    />,
  );
  return { fetchMock, onSelectVehicle, onManualEntry, user: userEvent.setup() };
}

describe('VehicleSearchWidget', () => {
  it('starts with Click to start, then searches from 2 characters, debounced, and lists the matches', async () => {
    const { fetchMock, onSelectVehicle, user } = setup(async () => json([makeVehicle()]));
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = screen.getByRole('textbox', { name: /Add a new vehicle/ });
    expect(box.getAttribute('placeholder')).toMatch(/^e\.g\. /);

    await user.type(box, 'h');
    await new Promise((r) => setTimeout(r, 100));
    expect(searchCalls(fetchMock)).toHaveLength(0);

    await user.type(box, 'ilux');
    const option = await screen.findByRole('option', { name: /2021 Toyota Hilux 2\.8 GD-6/, hidden: true });
    // One request for the whole word, not one per key.
    expect(searchCalls(fetchMock).map(termOf)).toEqual(['hilux']);

    await user.click(option);
    expect(onSelectVehicle).toHaveBeenCalledWith(expect.objectContaining({ id: 1, brand: 'Toyota' }));
  });

  it('aborts the earlier in-flight search and ignores its cancellation', async () => {
    const signals: AbortSignal[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock, user } = setup((url, init) => {
      if (url !== '/api/vehicles') return Promise.resolve(json([]));
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      if (signals.length === 1) {
        // The first search hangs until it is cancelled.
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }
      return Promise.resolve(json([makeVehicle({ id: 2, range: 'Corolla', model: 'Corolla 1.8' })]));
    });
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = screen.getByRole('textbox', { name: /Add a new vehicle/ });
    await user.type(box, 'to');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(box, 'yota');
    await screen.findByRole('option', { name: /Corolla 1\.8/, hidden: true });
    expect(searchCalls(fetchMock).map(termOf)).toEqual(['to', 'toyota']);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs a failed search and offers manual entry when 2 or more characters find nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { onManualEntry, user } = setup(async () =>
      fail ? new Response('{}', { status: 500 }) : json([]),
    );
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = screen.getByRole('textbox', { name: /Add a new vehicle/ });
    await user.type(box, 'qz');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Vehicle search failed', expect.anything()));

    fail = false;
    await user.type(box, 'x');
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('We could not find “qzx” in our catalogue.');
    await user.click(screen.getByRole('button', { name: 'Enter your vehicle manually' }));
    expect(onManualEntry).toHaveBeenCalled();
  });
});
