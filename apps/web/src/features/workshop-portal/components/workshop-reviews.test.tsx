import type { PublicWorkshopDetail, ReviewView } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorkshopProfile } from '@/features/workshops-directory';
import { publicWorkshopDetail } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderRoutes, renderWithRouter } from '@/test/utils';
import { WorkshopReviews } from './workshop-reviews';

const review = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  id: 'r-1',
  workshopId: 'w-1',
  rating: 4,
  review: 'Good work, a day late.',
  authorName: 'Sipho',
  dateCreatedUtc: '2026-10-01T08:00:00Z',
  reply: null,
  ...overrides,
});

describe('the workshop’s reviews', () => {
  it('posts one public reply, then shows it instead of the form', async () => {
    let replied: string | null = null;
    const api = mockApi({
      'GET /api/workshop/reviews': () => ({ status: 200, body: [review({ reply: replied })] }),
      'POST /api/workshop/reviews/r-1/reply': (call) => {
        replied = (call.body as { reply: string }).reply;
        return { status: 200, body: review({ reply: replied }) };
      },
    });
    renderWithRouter(<WorkshopReviews />, '/workshop/reviews');
    const form = await screen.findByRole('form', { name: 'Reply to Sipho' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(form).findByText('Please write your reply.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/reviews/r-1/reply')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Your public reply/), 'Sorry for the delay, Sipho.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    const shown = await screen.findByRole('region', { name: 'Your reply' });
    expect(within(shown).getByText('Sorry for the delay, Sipho.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to Sipho' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/reviews/r-1/reply')[0]?.body).toEqual({
      reply: 'Sorry for the delay, Sipho.',
    });
  });

  it('says why a second reply was refused', async () => {
    mockApi({
      'GET /api/workshop/reviews': () => ({ status: 200, body: [review()] }),
      'POST /api/workshop/reviews/r-1/reply': () => ({
        status: 409,
        body: { message: 'You have already replied to this review.', requestId: 'x' },
      }),
    });
    renderWithRouter(<WorkshopReviews />, '/workshop/reviews');
    const form = await screen.findByRole('form', { name: 'Reply to Sipho' });
    await userEvent.type(within(form).getByLabelText(/Your public reply/), 'Again');
    await userEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('You have already replied to this review.')).toBeInTheDocument();
  });

  it('shows the reply under the review on the public workshop page', async () => {
    const detail: PublicWorkshopDetail = publicWorkshopDetail();
    detail.workshopReviews[0]!.reply = 'Thank you, Thandi!';
    mockApi({ 'GET /api/PublicWorkshop/GetWorkshop/:id': () => ({ status: 200, body: detail }) });
    renderRoutes(
      [{ path: '/workshops/:workshopName', element: <WorkshopProfile workshopKey="rosebank-auto-clinic" /> }],
      '/workshops/rosebank-auto-clinic',
    );
    const reply = await screen.findByRole('region', { name: 'The workshop’s reply' });
    expect(within(reply).getByText('Thank you, Thandi!')).toBeInTheDocument();
  });
});
