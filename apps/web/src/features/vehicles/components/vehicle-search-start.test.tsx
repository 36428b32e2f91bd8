import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { VehicleSearchStart } from './vehicle-search-start';

describe('VehicleSearchStart (the landing page’s search, its box loaded on demand)', () => {
  it('shows Click to start, then the search box with the focus in it, which finds and picks a vehicle', async () => {
    server.use(http.post('/api/vehicles', () => HttpResponse.json([makeVehicle()])));
    const onSelectVehicle = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(
      <VehicleSearchStart onSelectVehicle={onSelectVehicle} onManualEntry={vi.fn()} debounceMs={50} />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    const box = await screen.findByRole('combobox', { name: /Add a new vehicle/ });
    await waitFor(() => expect(box).toHaveFocus());

    await user.type(box, 'hilux');
    await user.click(await screen.findByRole('option', { name: /Toyota Hilux/, hidden: true }));
    expect(onSelectVehicle).toHaveBeenCalledWith(expect.objectContaining({ brand: 'Toyota' }));
  });
});
