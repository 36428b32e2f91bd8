import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { organisationUser, renderRoutes, storeSession } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';

/** Decision 060: the wizard offers what the organisation's partner programmes allow, as the API does. */
const vehicle = makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });
const INSURANCE_SERVICE = 'A service under the insurance programme, at a programme workshop.';
const INSURANCE_REPAIR = 'A repair under the insurance programme, at a programme workshop.';

function render() {
  renderRoutes([{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }], {
    pathname: '/new-quote',
    state: { vehicle },
  });
  return userEvent.setup();
}

const cards = () =>
  within(screen.getByRole('radiogroup', { name: 'Request type' }))
    .queryAllByRole('radio')
    .map((r) => r.textContent ?? '');

afterEach(() => localStorage.clear());

describe('request types of an organisation in a partner programme', () => {
  it('offers the insurance programme’s service and repair, within the category', async () => {
    storeSession({
      ...organisationUser,
      organization: {
        ...organisationUser.organization!,
        programmes: [{ key: 'insurance', quoteTypes: ['IGS_Service', 'IGS_Repair'] }],
      },
    });
    mockApi({});
    const user = render();
    await user.click(await screen.findByText('AAA'));
    expect(cards().some((c) => c.includes(INSURANCE_SERVICE))).toBe(true);
    expect(cards().some((c) => c.includes(INSURANCE_REPAIR))).toBe(true);
    // Finance Recon 2 allows repair but not service: the programme's types stay within the category.
    await user.click(screen.getByText('Finance Recon 2'));
    expect(cards().some((c) => c.includes(INSURANCE_SERVICE))).toBe(false);
    expect(cards().some((c) => c.includes(INSURANCE_REPAIR))).toBe(true);
  });

  it('offers no programme types to an organisation in none (or a session stored before programmes)', async () => {
    storeSession(organisationUser);
    mockApi({});
    const user = render();
    await user.click(await screen.findByText('AAA'));
    expect(cards().length).toBeGreaterThan(0);
    expect(cards().some((c) => c.includes('insurance programme'))).toBe(false);
  });
});
