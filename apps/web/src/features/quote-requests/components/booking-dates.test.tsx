import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { BookingDates } from './booking-dates';
import type { Step3Values } from './booking-values';

function Dates({ loading }: { loading: boolean }) {
  const { control } = useForm<Step3Values>({ defaultValues: { datesRequested: [] } as Partial<Step3Values> });
  return (
    <BookingDates
      control={control}
      dates={['2026-11-30', '2026-12-01']}
      hint="The days the workshops you chose have room."
      loading={loading}
    />
  );
}

describe('the request’s dates', () => {
  it('wait while the chosen workshops’ days are on their way: nothing can be picked from a list about to change', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(<Dates loading />);
    const group = screen.getByRole('group', { name: 'Dates' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Finding the days the workshops you chose have room…')).toBeVisible();
    const first = screen.getAllByRole('checkbox')[0]!;
    expect(first).toBeDisabled();
    await user.click(first);
    expect(first).not.toBeChecked();
    unmount();

    renderWithRouter(<Dates loading={false} />);
    expect(screen.getByRole('group', { name: 'Dates' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('The days the workshops you chose have room.')).toBeVisible();
    const ready = screen.getAllByRole('checkbox')[0]!;
    await user.click(ready);
    expect(ready).toBeChecked();
  });
});
