import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { renderRoutes } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';

function renderNewQuote(state: unknown) {
  renderRoutes([{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }], {
    pathname: '/new-quote',
    state,
  });
  return userEvent.setup();
}

describe('/new-quote vehicle part', () => {
  it('keeps Start disabled until a type is chosen and the warranty disclaimer is accepted (TOYOTA)', async () => {
    const user = renderNewQuote({ vehicle: makeVehicle() });
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Get Multiple Service Quotes/ }));
    expect(start).toBeDisabled();
    expect(screen.getByText(/may still be covered by the manufacturer's warranty/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(start).toBeEnabled();
    // Choosing the type again toggles it off.
    await user.click(screen.getByRole('radio', { name: /Get Multiple Service Quotes/ }));
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Get Multiple Repair Quotes/ }));
    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'Step 1 Vehicle Details' })).toBeInTheDocument();
  });

  it('asks in a dialog, usable by keyboard; closed unread, Start still waits and the note opens again (issue 20 item 12)', async () => {
    const user = renderNewQuote({ vehicle: makeVehicle() });
    const dialog = await screen.findByRole('dialog', { name: 'Manufacturer warranty' });
    expect(dialog).toHaveTextContent(/may still be covered by the manufacturer's warranty/);
    const understand = screen.getByRole('button', { name: 'I Understand' });
    await waitFor(() => expect(understand).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /Get Multiple Service Quotes/ }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Read the warranty note' }));
    expect(await screen.findByRole('dialog', { name: 'Manufacturer warranty' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'I Understand' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('needs no disclaimer for other brands', async () => {
    const user = renderNewQuote({
      vehicle: makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Get Multiple Service Quotes/ }));
    expect(screen.queryByRole('button', { name: 'I Understand' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('keeps Start disabled while the manual form is invalid, and asks before clearing', async () => {
    const user = renderNewQuote({ manual: true });
    await user.click(await screen.findByRole('radio', { name: /Get Multiple Service Quotes/ }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    // spec: the warranty disclaimer applies to manual entry too; typed by hand it does not interrupt the
    // typing, it waits to be opened (and Start with it).
    await user.type(screen.getByRole('combobox', { name: /Vehicle manufacturer/ }), 'mazda');
    await user.click(await screen.findByRole('button', { name: 'Read the warranty note' }));
    expect(await screen.findByRole('button', { name: 'I Understand' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Clear this request?')).toBeInTheDocument();
  });

  it('refills a hand-entered vehicle after a reload, from the draft', async () => {
    const user = renderNewQuote({ manual: true });
    await user.type(await screen.findByRole('textbox', { name: 'Range' }), 'Scorpio');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2019');
    cleanup();
    // A reload: no router state, only the draft in localStorage.
    renderNewQuote(null);
    expect(await screen.findByRole('textbox', { name: 'Range' })).toHaveValue('Scorpio');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2019');
  });
});
