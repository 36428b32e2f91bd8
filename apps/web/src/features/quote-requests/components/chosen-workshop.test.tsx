import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { makeVehicle } from '@/test/fixtures';
import { renderRoutes } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';

const storedDraft = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.quoteDraft) ?? 'null');
const WORKSHOP = 'a1b2c3d4-0000-4000-8000-000000000001';

describe('a quote started from a workshop page (decision 025)', () => {
  it('has that workshop chosen in step 3, and keeps it when the vehicle is then chosen', async () => {
    const routes = [{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }];
    const first = renderRoutes(routes, { pathname: '/new-quote', state: { workshopId: WORKSHOP } });
    await waitFor(() =>
      expect(storedDraft()?.steps?.step3?.quoteRequestWorkshopMappings).toEqual([{ workshopId: WORKSHOP }]),
    );
    expect(storedDraft().chosenWorkshopId).toBe(WORKSHOP);
    // The hand-over is dropped from the history entry, so a reload keeps the draft instead.
    await waitFor(() => expect(first.router.state.location.state).toBeNull());
    first.unmount();

    // Then the visitor picks a vehicle on /home: the new vehicle starts afresh, the workshop stays chosen.
    renderRoutes(routes, { pathname: '/new-quote', state: { vehicle: makeVehicle() } });
    await screen.findByRole('button', { name: 'Start' });
    await waitFor(() => expect(storedDraft()?.selection?.kind).toBe('catalogue'));
    expect(storedDraft().steps.step3.quoteRequestWorkshopMappings).toEqual([{ workshopId: WORKSHOP }]);
  });
});
