import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { renderRoutes } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';

/** The request flow's start by keyboard alone (issue 13, item 6; decision 043). */
function renderNewQuote(state: unknown) {
  renderRoutes([{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }], {
    pathname: '/new-quote',
    state,
  });
  return userEvent.setup();
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const SERVICE = /Get Multiple Service Quotes/;
const REPAIR = /Get Multiple Repair Quotes/;

afterEach(() => localStorage.clear());

describe('request-type cards as a radio group', () => {
  it('is one Tab stop; arrow keys move and choose, wrapping; Space chooses again to toggle off', async () => {
    const user = renderNewQuote({
      vehicle: makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' }),
    });
    await screen.findByRole('radiogroup', { name: 'Request type' });
    // Nothing chosen: the first card is the group's one Tab stop.
    expect(radio(SERVICE)).toHaveAttribute('tabindex', '0');
    expect(radio(REPAIR)).toHaveAttribute('tabindex', '-1');
    radio(SERVICE).focus();

    await user.keyboard('{ArrowRight}');
    expect(radio(REPAIR)).toHaveFocus();
    expect(radio(REPAIR)).toHaveAttribute('aria-checked', 'true');
    expect(radio(SERVICE)).toHaveAttribute('aria-checked', 'false');
    expect(radio(REPAIR)).toHaveAttribute('tabindex', '0');

    // Past the last card the arrow wraps to the first.
    const cards = screen.getAllByRole('radio');
    cards.at(-1)?.focus();
    await user.keyboard('{ArrowDown}');
    expect(cards[0]).toHaveFocus();
    expect(cards[0]).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowUp}');
    expect(cards.at(-1)).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    // spec: choosing a chosen type again toggles it off.
    expect(screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toEqual([]);
    await user.keyboard(' ');
    expect(document.activeElement).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('Enter chooses the focused card and keeps a chosen card chosen', async () => {
    const user = renderNewQuote({
      vehicle: makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' }),
    });
    await screen.findByRole('radiogroup', { name: 'Request type' });
    radio(SERVICE).focus();
    await user.keyboard('{Enter}');
    expect(radio(SERVICE)).toHaveAttribute('aria-checked', 'true');
    // Enter again on the chosen card keeps it chosen (it used to toggle it off); Start stays enabled.
    await user.keyboard('{Enter}');
    expect(radio(SERVICE)).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(radio(SERVICE)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    // Arrow to the next card, Enter there: that one is chosen, the first is not.
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(radio(REPAIR)).toHaveAttribute('aria-checked', 'true');
    expect(radio(SERVICE)).toHaveAttribute('aria-checked', 'false');
  });
});

describe('focus in the request flow start', () => {
  it('goes from I Understand to the request type, and from Start to step 1', async () => {
    const user = renderNewQuote({ vehicle: makeVehicle() });
    const understand = await screen.findByRole('button', { name: 'I Understand' });
    understand.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'What do you need?' })).toHaveFocus());

    await user.tab();
    expect(radio(SERVICE)).toHaveFocus();
    await user.keyboard(' ');
    const start = screen.getByRole('button', { name: 'Start' });
    start.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Step 1 Vehicle Details' })).toHaveFocus(),
    );
  });
});
