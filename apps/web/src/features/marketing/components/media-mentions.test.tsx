import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { MediaMentions } from './media-mentions';

describe('the landing page media strip', () => {
  it('claims no coverage while none is on record, and invites the press instead', () => {
    renderWithRouter(<MediaMentions mentions={[]} />, '/home');
    expect(screen.queryByText(/as featured in/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Press enquiries' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('shows each real mention as the outlet logo linking to the piece', () => {
    renderWithRouter(
      <MediaMentions
        mentions={[
          { outlet: 'Example Motoring Weekly', href: 'https://example.org/a', logoUrl: '/media/press/x.svg' },
        ]}
      />,
      '/home',
    );
    expect(screen.getByText('As featured in')).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Example Motoring Weekly' });
    expect(logo.closest('a')?.getAttribute('href')).toBe('https://example.org/a');
  });
});
