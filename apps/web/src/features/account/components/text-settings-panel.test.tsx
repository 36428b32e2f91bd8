import { TEXT_CONSENT_MESSAGE, TEXT_CONSENT_TEXT, type TextSettings } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { TextSettingsPanel } from './text-settings-panel';

const LOAD = 'GET /api/user/loadTextSettings';
const SAVE = 'POST /api/user/saveTextSettings';

const off = { optedIn: false, changedAtUtc: null, changedBy: null };
const settings = (over: Partial<TextSettings> = {}): TextSettings => ({
  phone: '+27825550101',
  sms: off,
  whatsapp: off,
  quietFrom: '20:00',
  quietUntil: '07:00',
  timeZone: 'Africa/Johannesburg',
  ...over,
});

async function setup(loaded: TextSettings, save?: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ [LOAD]: () => ({ status: 200, body: loaded }), ...(save ? { [SAVE]: save } : {}) });
  renderWithRouter(<TextSettingsPanel />, '/account');
  const form = await screen.findByRole('form', { name: 'Text messages' });
  return { api, form };
}

describe('TextSettingsPanel', () => {
  it('switches SMS on with consent and new quiet hours typed key by key', async () => {
    const { api, form } = await setup(settings(), ({ body }) => ({
      status: 200,
      body: settings({
        sms: { optedIn: true, changedAtUtc: '2026-11-27T08:00:00.000Z', changedBy: 'account' },
        quietFrom: (body as { quietFrom: string }).quietFrom,
        quietUntil: (body as { quietUntil: string }).quietUntil,
      }),
    }));
    expect(within(form).getByText('082 555 0101')).toBeInTheDocument();
    const sms = within(form).getByRole('switch', { name: /^SMS messages/ });
    expect(sms).not.toBeChecked();
    await userEvent.click(sms);
    // The consent box opens below the switch (a Collapse): waited for, not read at once.
    const consent = await within(form).findByRole('checkbox', { name: TEXT_CONSENT_TEXT });

    // Saving without consent is refused by the API, and the message shows at the box.
    const from = within(form).getByRole('textbox', { name: /^Quiet from/ });
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');
    const until = within(form).getByRole('textbox', { name: /^Quiet until/ });
    await userEvent.clear(until);
    await userEvent.type(until, '06:00');
    expect(from).toHaveValue('21:30');
    expect(until).toHaveValue('06:00');

    await userEvent.click(consent);
    await userEvent.click(within(form).getByRole('button', { name: 'Save text choices' }));
    expect(await screen.findByText('Your text message choices are saved.')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      sms: true,
      whatsapp: false,
      consent: true,
      quietFrom: '21:30',
      quietUntil: '06:00',
    });
    expect(await within(form).findByText(/^On since 27\/11\/2026 10:00/)).toBeInTheDocument();
  });

  it("shows the API's refusal of a channel switched on without consent at the consent box", async () => {
    const { form } = await setup(settings(), () => ({
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: { consent: [TEXT_CONSENT_MESSAGE] },
      },
    }));
    await userEvent.click(within(form).getByRole('switch', { name: /^WhatsApp messages/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save text choices' }));
    expect(await within(form).findByText(TEXT_CONSENT_MESSAGE)).toBeInTheDocument();
  });

  it('refuses a quiet time that is not HH:MM before sending anything', async () => {
    const { api, form } = await setup(settings());
    const from = within(form).getByRole('textbox', { name: /^Quiet from/ });
    await userEvent.clear(from);
    await userEvent.type(from, '9pm');
    await userEvent.click(within(form).getByRole('button', { name: 'Save text choices' }));
    expect(
      await within(form).findByText('Please enter a time as HH:MM (00:00 to 23:59).'),
    ).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('says a reply STOP switched a channel off, and that a person without a number cannot switch texts on', async () => {
    const { form } = await setup(
      settings({
        phone: null,
        sms: { optedIn: false, changedAtUtc: '2026-11-26T18:00:00.000Z', changedBy: 'reply' },
      }),
    );
    expect(within(form).getByText('Off since 26/11/2026 20:00 (you replied STOP).')).toBeInTheDocument();
    expect(within(form).getByText(/Add your mobile number on the Profile tab first/)).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: /^SMS messages/ })).toBeDisabled();
  });
});
