import { calendarYear, messages } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { ManualVehicleForm } from './manual-vehicle-form';

function setup() {
  const onChange = vi.fn();
  renderWithRouter(<ManualVehicleForm onChange={onChange} brandSuggestions={['Toyota', 'Volkswagen']} />);
  return { onChange, user: userEvent.setup() };
}

describe('ManualVehicleForm', () => {
  it('labels the fields as the spec does', () => {
    setup();
    expect(screen.getByRole('combobox', { name: /Vehicle manufacturer/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Engine capacity/ })).toBeInTheDocument();
    for (const label of ['Range', 'Model', 'Year']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /Transmission type/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Fuel type/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Drive type/ })).toBeInTheDocument();
  });

  it("shows the shared schema's messages: required, numeric, 1960 to the current year", async () => {
    const { user, onChange } = setup();
    const year = screen.getByRole('textbox', { name: /^Year/ });
    await user.click(screen.getByRole('textbox', { name: /^Range/ }));
    await user.tab();
    expect(await screen.findByText(messages.required())).toBeInTheDocument();

    await user.type(year, 'abc');
    await user.tab();
    expect(await screen.findByText('Year can only contain numeric characters.')).toBeInTheDocument();

    await user.clear(year);
    await user.type(year, '1959');
    expect(await screen.findByText('Year must be greater than 1960.')).toBeInTheDocument();

    await user.clear(year);
    await user.type(year, String(calendarYear(new Date()) + 1));
    expect(
      await screen.findByText(`Year must be less than ${calendarYear(new Date())}.`),
    ).toBeInTheDocument();

    await user.clear(year);
    await user.type(year, '1960');
    await waitFor(() => expect(screen.queryByText(/Year must be/)).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('removes apostrophes as they are typed', async () => {
    const { user } = setup();
    const range = screen.getByRole('textbox', { name: /^Range/ });
    await user.type(range, "Land Cruiser's");
    expect(range).toHaveValue('Land Cruisers');
  });
});
