import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quote } from '@/test/quote-fixtures';
import { renderWithRouter } from '@/test/utils';
import { QuoteCard } from './quote-card';

/** Issue 20: texts that are true (item 8: one review count) and one distance (item 5: say which). */
describe('a quote card says things that agree', () => {
  const review = (i: number) => ({
    id: `r-${i}`,
    workshopId: 'w-1',
    rating: 5,
    review: `Great service ${i}`,
    authorName: 'Thandi',
    dateCreatedUtc: '2026-11-20T08:00:00Z',
  });
  const base = quote();
  const card = quote({
    workshop: {
      ...base.workshop,
      rating: 4.7,
      reviewCount: 30,
      workshopReviews: [1, 2, 3, 4, 5].map(review),
    },
  });

  it('counts the reviews once: the button has the count beside the rating, and says the newest are shown', async () => {
    renderWithRouter(<QuoteCard quote={card} onAccept={() => {}} />);
    expect(screen.getByText('4.7 (30 reviews)')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Read reviews (30)' });
    await userEvent.setup().click(button);
    expect(screen.getByText('The newest 5 of 30 reviews.')).toBeInTheDocument();
  });

  it('says the distance is in a straight line (the measure the radius filters by)', () => {
    renderWithRouter(<QuoteCard quote={card} onAccept={() => {}} />);
    expect(screen.getByText(/4\.2 km in a straight line · about 9 mins drive/)).toBeInTheDocument();
  });
});
