import { cleanup, screen } from '@testing-library/react';
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
    // spec: the warranty disclaimer applies to manual entry too.
    await user.type(screen.getByRole('combobox', { name: /Vehicle manufacturer/ }), 'mazda');
    expect(await screen.findByRole('button', { name: 'I Understand' })).toBeInTheDocument();
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
