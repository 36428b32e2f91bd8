import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { DevTexts } from './dev-texts';

describe('DevTexts', () => {
  it('lists the kept texts beside the mails, each marked SMS or WhatsApp', async () => {
    mockApi({
      'GET /api/dev/texts': () => ({
        status: 200,
        body: [
          {
            id: 't-2',
            channel: 'whatsapp',
            to: '+27825550101',
            body: 'Motorwise: Hi Thandi, your booking SMC-1 is confirmed.',
            template: 'motorwise_booking_confirmed',
            params: ['Thandi', 'SMC-1', 'http://localhost:3000/quotes/x'],
            createdAt: '2026-11-27T08:01:00.000Z',
          },
          {
            id: 't-1',
            channel: 'sms',
            to: '+27825550101',
            body: 'Motorwise: Hi Thandi, you have a new quote for SMC-1.',
            template: null,
            params: null,
            createdAt: '2026-11-27T08:00:00.000Z',
          },
        ],
      }),
    });
    renderWithRouter(<DevTexts />, '/dev/mail');
    const list = await screen.findByRole('list', { name: 'Texts' });
    const [whatsapp, sms] = within(list).getAllByRole('listitem');
    expect(within(whatsapp!).getByText('WhatsApp')).toBeInTheDocument();
    expect(
      within(whatsapp!).getByText(/Template motorwise_booking_confirmed: Thandi · SMC-1/),
    ).toBeInTheDocument();
    expect(within(sms!).getByText('SMS')).toBeInTheDocument();
    expect(
      within(sms!).getByText('Motorwise: Hi Thandi, you have a new quote for SMC-1.'),
    ).toBeInTheDocument();
  });

  it("marks each text with its delivery as the provider's report said", async () => {
    const text = (id: string, delivery: string | null) => ({
      id,
      channel: 'sms',
      to: '+27825550101',
      body: `Text ${id}`,
      template: null,
      params: null,
      createdAt: '2026-11-27T08:00:00.000Z',
      delivery,
      deliveryAtUtc: delivery ? '2026-11-27T08:00:05.000Z' : null,
    });
    mockApi({
      'GET /api/dev/texts': () => ({
        status: 200,
        body: [text('a', 'delivered'), text('b', 'failed'), text('c', 'sent'), text('d', null)],
      }),
    });
    renderWithRouter(<DevTexts />, '/dev/mail');
    const items = within(await screen.findByRole('list', { name: 'Texts' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Delivered'),
      expect.stringContaining('Not delivered'),
      expect.stringContaining('Sent'),
      expect.not.stringMatching(/Delivered|Sent/),
    ]);
  });

  it('shows nothing when the inbox keeps no texts (a real gateway is configured)', async () => {
    const api = mockApi({ 'GET /api/dev/texts': () => ({ status: 404, body: { message: 'Not found' } }) });
    const { container } = renderWithRouter(<DevTexts />, '/dev/mail');
    await expect.poll(() => api.callsTo('GET /api/dev/texts').length).toBe(1);
    expect(container.textContent).not.toContain('Texts (SMS and WhatsApp)');
  });
});
