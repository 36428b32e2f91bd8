import { Button } from '@mantine/core';
import { type GarageVehicle, type InnovationPolicy, policyEffect } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { renderWithRouter } from '@/test/utils';
import { GarageVehicleOption } from './garage-vehicle-select';
import { PolicyCard, PolicyDialogModal } from './policy';

/** The policy as the API sends it: innovationPolicyView (details nulled when the card is hidden). */
function policy(status: string): InnovationPolicy {
  const effect = policyEffect(status);
  const show = effect.showPolicyCard;
  return {
    policyCode: show ? 'INV-2024-004512' : null,
    vinNumber: show ? 'AHTKB3CD302645123' : null,
    policyStatus: status,
    startDate: show ? '2025-09-28' : null,
    endDate: show ? '2028-09-27' : null,
    endDistance: show ? 200000 : null,
    ...effect,
  };
}

function garageVehicle(innovationPolicy: InnovationPolicy | null): GarageVehicle {
  return {
    id: '6f1c8a1e-0000-4000-8000-000000000001',
    name: 'Work bakkie',
    status: 'Active',
    vehicleId: 1,
    vehicle: makeVehicle(),
    vehicleMileage: 61450,
    vehicleVinNumber: null,
    vehicleEngineNumber: null,
    vehicleLicensePlate: null,
    vehicleColour: null,
    licenceDiskExpiresOn: null,
    roadworthyDueOn: null,
    organizationBranchId: null,
    innovationPolicy,
    customerVehicleMappingMileageHistories: [],
    vehicleAttachments: [],
    vehicleReportAttachment: null,
    needsWarrantyDisclaimer: true,
    dateCreatedUtc: '2025-01-01T00:00:00Z',
  };
}

describe('garage dropdown entries', () => {
  it('show name, status, year, brand, range, model and the policy details of a live policy', () => {
    renderWithRouter(<GarageVehicleOption vehicle={garageVehicle(policy('ACTIVE POLICY'))} />);
    expect(screen.getByText('Work bakkie')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('2021 Toyota Hilux 2.8 GD-6 Legend 4x4 double cab auto')).toBeInTheDocument();
    expect(screen.getByTestId('garage-option-policy')).toHaveTextContent(
      'Policy code: INV-2024-004512 · VIN: AHTKB3CD302645123 · Start date: 28/09/2025 · End date: 27/09/2028 · End distance: 200 000 km',
    );
  });

  it.each(['EXPIRED POLICY', 'CANCELLED POLICY'])('hide the policy details of an %s', (status) => {
    renderWithRouter(<GarageVehicleOption vehicle={garageVehicle(policy(status))} />);
    expect(screen.getByText('Work bakkie')).toBeInTheDocument();
    expect(screen.queryByTestId('garage-option-policy')).not.toBeInTheDocument();
    expect(screen.queryByText(/Policy code/)).not.toBeInTheDocument();
  });
});

describe('policy card and dialogs', () => {
  it('hides the card for an expired or cancelled policy', () => {
    renderWithRouter(<PolicyCard policy={policy('EXPIRED POLICY')} />);
    expect(screen.queryByText('Innovation policy')).not.toBeInTheDocument();
  });

  it.each([
    ['SUSPEND POLICY', 'Policy suspended', 'Please note that the expense might not be covered.'],
    ['HOLD POLICY', 'Policy on hold', 'Please note that the expense might not be covered.'],
    [
      'CANCELLATION IN PROGRESS',
      'Cancellation in progress',
      'Please note that the expense might not be covered.',
    ],
    [
      'CANCELLATION PENDING RECOVERY',
      'Cancellation pending recovery',
      'Please note that the expense might not be covered.',
    ],
    [
      'CANCELLATION PENDING COLLECTIONS',
      'Cancellation pending collection',
      'Please note that the expense might not be covered.',
    ],
    [
      'CANCELLATION REQUESTED',
      'Cancellation requested',
      'Please note that the expense might not be covered.',
    ],
    [
      'INACTIVE POLICY',
      'Policy inactive',
      'You may only claim on this policy after three (3) consecutive successful debit orders.',
    ],
  ])('%s shows the dialog "%s" with the spec text', async (status, title, message) => {
    renderWithRouter(<PolicyDialogModal dialog={policy(status).dialog} onClose={() => {}} />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows no dialog for an active policy', () => {
    expect(policy('ACTIVE POLICY').dialog).toBeNull();
    renderWithRouter(<PolicyCard policy={policy('ACTIVE POLICY')} />);
    expect(screen.getByText('Innovation policy')).toBeInTheDocument();
    expect(screen.getByText('ACTIVE POLICY')).toBeInTheDocument();
  });

  it('says the onus is on the user to use an accredited repairer (spec disclaimer, issue 20 item 12)', () => {
    renderWithRouter(<PolicyCard policy={policy('ACTIVE POLICY')} />);
    expect(
      screen.getByText('Disclaimer: the onus is on the user to use an accredited repairer.'),
    ).toBeInTheDocument();
  });
});

/**
 * A page where a button opens the dialog; with `replaces`, choosing the vehicle puts something else where
 * the button was (as the garage dropdown goes when its vehicle is chosen), with a heading and a next step.
 */
function DialogPage({ replaces = false, next }: { replaces?: boolean; next?: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  const dialog = policy('SUSPEND POLICY').dialog;
  return (
    <main>
      <h1>My Garage</h1>
      {replaces && chosen ? (
        <Button key="next" id="next-step">
          I Understand
        </Button>
      ) : (
        <Button
          key="choose"
          onClick={() => {
            setChosen(true);
            setOpen(true);
          }}
        >
          Choose Family car
        </Button>
      )}
      <PolicyDialogModal dialog={open ? dialog : null} onClose={() => setOpen(false)} returnFocusTo={next} />
    </main>
  );
}

describe('closing the policy dialog', () => {
  it('returns the focus to the control that opened it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DialogPage />);
    await user.click(screen.getByRole('button', { name: 'Choose Family car' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose Family car' })).toHaveFocus());
  });

  it('when that control has gone, moves the focus on to the next step, else to the page heading', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(<DialogPage replaces next="next-step" />);
    await user.click(screen.getByRole('button', { name: 'Choose Family car' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'I Understand' })).toHaveFocus());
    unmount();

    renderWithRouter(<DialogPage replaces />);
    await user.click(screen.getByRole('button', { name: 'Choose Family car' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Garage' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});
