import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the version and this year’s copyright', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByText('Version 0.1.9')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Motorwise`)).toBeInTheDocument();
  });

  it('links Terms and Privacy to /terms, and Register, Invite and View workshops', () => {
    renderWithRouter(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/account/register');
    // spec: Invite is the Accept invite page, where a guest asks for their invite again (not the login page).
    expect(footer.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/account/invite');
    expect(footer.getByRole('link', { name: 'View workshops' })).toHaveAttribute('href', '/workshops');
    expect(footer.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/partners/apply');
  });

  it('offers a signed-in person Invite and View workshops but not Register', () => {
    storeSession(customer);
    renderWithRouter(<Footer />);
    const account = within(screen.getByRole('navigation', { name: 'Your account' }));
    expect(account.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(account.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/account');
    expect(account.getByRole('link', { name: 'View workshops' })).toHaveAttribute('href', '/workshops');
  });

  it('gives contact details and labelled social links', () => {
    renderWithRouter(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'support@motorwise.co.za' })).toHaveAttribute(
      'href',
      'mailto:support@motorwise.co.za',
    );
    expect(footer.getByRole('link', { name: /^010 / })).toBeInTheDocument();
    expect(footer.getByText(/Johannesburg/)).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'X']) {
      expect(footer.getByRole('link', { name: `Motorwise on ${network}` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    const siteMap = within(footer.getByRole('navigation', { name: 'Site map' }));
    expect(siteMap.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
  });
});
