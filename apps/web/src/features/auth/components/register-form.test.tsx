import {
  ACCEPT_TERMS_MESSAGE,
  CONFIRM_EMAIL_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
} from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { RegisterForm } from './register-form';

const field = (label: RegExp) => screen.getByLabelText(label);
const form = () => within(screen.getByRole('form', { name: 'Create your account' }));

async function fill(values: Partial<Record<string, string>>) {
  const labels: Record<string, RegExp> = {
    firstName: /^First name/,
    lastName: /^Surname/,
    email: /^Email/,
    confirmEmail: /^Confirm email/,
    phone: /^Phone/,
    password: /^Password/,
    confirmPassword: /^Confirm password/,
  };
  for (const [key, value] of Object.entries(values)) {
    const label = labels[key];
    if (label && value) await userEvent.type(field(label), value);
  }
}

const good = {
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.co.za',
  confirmEmail: 'lerato@example.co.za',
  phone: '0825550123',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

describe('RegisterForm: the shared schema says what the server says', () => {
  it('says what is missing with the spec messages', async () => {
    renderWithRouter(<RegisterForm returnUrl={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await form().findAllByText('Cannot be empty.')).toHaveLength(6);
    expect(form().getByText(ACCEPT_TERMS_MESSAGE)).toBeInTheDocument();
  });

  it('checks the password rule, the confirmations and the phone, and masks the phone', async () => {
    renderWithRouter(<RegisterForm returnUrl={null} />);
    await fill({
      ...good,
      confirmEmail: 'someone@example.co.za',
      phone: '12345',
      password: 'password1',
      confirmPassword: 'password2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await form().findByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(form().getByText(CONFIRM_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(form().getByText(PHONE_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(field(/^Password/));
    await userEvent.type(field(/^Password/), 'Secret#2026');
    await userEvent.clear(field(/^Confirm password/));
    await userEvent.type(field(/^Confirm password/), 'Secret#2027');
    expect(await form().findByText(CONFIRM_PASSWORD_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(field(/^Phone/));
    await userEvent.type(field(/^Phone/), '0825550123');
    expect(field(/^Phone/)).toHaveValue('082 555 0123');
  });

  it('registers with the raw values, then shows "check your inbox" with a resend button', async () => {
    const api = mockApi({
      [`POST ${AUTH}/register`]: () => ({
        status: 201,
        body: {
          result: 2,
          message: 'We sent a confirmation link to lerato@example.co.za. Please check your inbox to finish.',
        },
      }),
      [`POST ${AUTH}/resendconfirmation`]: () => ({
        status: 200,
        body: { message: 'We sent a new confirmation link.' },
      }),
    });
    renderWithRouter(<RegisterForm returnUrl={null} />);
    await fill(good);
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(api.callsTo(`POST ${AUTH}/register`)[0]?.body).toEqual({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato@example.co.za',
      confirmEmail: 'lerato@example.co.za',
      phoneNumber: '082 555 0123',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      acceptTerms: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText('We sent a new confirmation link.')).toBeInTheDocument();
  });

  it('puts the server’s field messages under the fields and shows a rate limit', async () => {
    mockApi({
      [`POST ${AUTH}/register`]: () => ({
        status: 429,
        body: { message: 'Too many attempts for this account. Please wait 15 minutes and try again.' },
      }),
    });
    renderWithRouter(<RegisterForm returnUrl={null} />);
    await fill(good);
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Too many attempts for this account/)).toBeInTheDocument();
  });
});
