import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { ContactForm } from './contact-form';

// The real widget needs Web Crypto and workers; the form only needs its payload.
vi.mock('altcha', () => ({}));

async function fillValidForm() {
  await userEvent.type(screen.getByRole('textbox', { name: /name/i }), 'Thandi Nkosi');
  await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'thandi@example.co.za');
  await userEvent.type(screen.getByRole('textbox', { name: /subject/i }), 'Booking question');
  await userEvent.type(screen.getByRole('textbox', { name: /message/i }), 'When can I collect my car?');
}

function solveBotCheck() {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no bot check');
  Object.assign(widget, { verify: vi.fn(async () => ({ payload: 'solved-payload' })), reset: vi.fn() });
}

describe('ContactForm', () => {
  it('shows the shared schema’s messages for bad input', async () => {
    const api = mockApi({});
    renderWithRouter(<ContactForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Email must be a valid email address.')).toBeInTheDocument();
    // Name, subject and message are required: the spec's 'Cannot be empty.'
    expect(screen.getAllByText('Cannot be empty.')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the form with the bot-check payload and thanks the visitor', async () => {
    const api = mockApi({ 'POST /api/contact/post': () => ({ status: 201, body: { id: 'c-1' } }) });
    renderWithRouter(<ContactForm />);
    solveBotCheck();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText('Thank you, we will get back to you within one business day.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/contact/post')[0]?.body).toMatchObject({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      altcha: 'solved-payload',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue(''));
  });

  it('puts the API’s 400 messages on their fields and shows a 429 message', async () => {
    const answers = [
      {
        status: 400,
        body: {
          message: 'Please correct the highlighted fields.',
          errors: { subject: ['Subject cannot exceed 150 characters.'] },
          requestId: 'req-1',
        },
      },
      {
        status: 429,
        body: { message: 'Too many messages. Please try again in a few minutes.', requestId: 'req-2' },
      },
    ];
    mockApi({ 'POST /api/contact/post': () => answers.shift() ?? { status: 500 } });
    renderWithRouter(<ContactForm />);
    solveBotCheck();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject cannot exceed 150 characters.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');

    await userEvent.clear(screen.getByRole('textbox', { name: /subject/i }));
    await userEvent.type(screen.getByRole('textbox', { name: /subject/i }), 'Shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Too many messages. Please try again in a few minutes.'),
    ).toBeInTheDocument();
  });
});
