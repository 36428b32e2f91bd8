import {
  AmendmentChangeType,
  AmendmentStatus,
  addDays,
  calendarDate,
  formatDate,
  formatDropOff,
  isoWeekday,
  QuoteStatus,
} from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { line, quote, REQUEST_ID, requestQuotes, requestView } from '@/test/quote-fixtures';
import { mockApi, server } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { QuotesScreen } from './quotes-screen';

const QUOTES = `GET /api/quotes/GetQuoteRequestQuotes/${REQUEST_ID}`;
const REQUEST = `GET /api/QuoteRequests/GetQuoteRequest/${REQUEST_ID}`;
const ESTIMATE = 'POST /api/QuoteRequests/GetQuoteEstimate';

const hatfield = quote();
const brooklyn = quote({
  id: 'q-2',
  workshopId: 'w-2',
  quoteTotalIncl: 2530,
  quoteItems: [
    line({ id: 'l-2', totalIncl: 1380, priceIncl: 1380, description: 'Brake pads OEM' }),
    line({
      id: 'l-3',
      quoteRequestItemId: 'i-align',
      itemName: 'Wheel alignment',
      kind: 'labour',
      description: 'Alignment',
      priceIncl: 1150,
      totalIncl: 1150,
    }),
  ],
  workshop: {
    ...quote().workshop,
    id: 'w-2',
    name: 'Brooklyn Motors',
    rating: null,
    reviewCount: 0,
    workshopCertifications: [],
  },
});

/** A booked quote the workshop invoiced (R 1 150.00): the screen's answers for it. */
function invoicedJob() {
  const invoiced = quote({
    quoteStatus: QuoteStatus.Invoiced,
    quoteStatusText: 'Invoiced',
    invoiceNumber: 'INV-000012',
    allowedActions: ['checkout'],
    invoiceTotals: { totalExcl: 1000, totalVat: 150, totalIncl: 1150 },
  });
  return {
    [QUOTES]: () => ({ status: 200, body: requestQuotes({ bookedQuoteId: 'q-1', quotes: [invoiced] }) }),
    [REQUEST]: () => ({ status: 200, body: requestView() }),
    [ESTIMATE]: () => ({ status: 200, body: [] }),
  };
}

function render(email?: string) {
  return renderWithRouter(
    <QuotesScreen uniqueId={REQUEST_ID} emailAddress={email} />,
    `/quotes/${REQUEST_ID}`,
  );
}

describe('QuotesScreen', () => {
  it('shows the quotes side by side and compares them item by item against the usual price', async () => {
    const api = mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ quotes: [hatfield, brooklyn] }) }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({
        status: 200,
        body: [
          {
            quoteRequestItemName: 'Front brake pads',
            estimateFromPriceIncl: 900,
            estimateToPriceIncl: 1600,
            estimateAveragePriceIncl: 1200,
            level: 'model',
            levelText: 'Quotes for the same model',
            quotesUsed: 14,
            tooFew: false,
            message: null,
          },
        ],
      }),
    });
    render('thandi@example.co.za');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Quote from Hatfield Auto Care',
      'Quote from Brooklyn Motors',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('R 1 150.00', { selector: 'p' })).toBeInTheDocument();
    expect(first.getByText('RMI Accredited')).toBeInTheDocument();
    expect(first.getByText(/4\.2 km in a straight line · about 9 mins drive/)).toBeInTheDocument();
    expect(first.getByText(/Valid until 27\/11\/2026/)).toBeInTheDocument();
    expect(first.getByText('Turnaround 2 days')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No reviews yet')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Compare quotes by item' });
    const brakes = within(table).getByRole('row', { name: /Front brake pads/ });
    expect(brakes).toHaveTextContent('R 900.00 – R 1 600.00');
    expect(brakes).toHaveTextContent('R 1 150.00 · lowest');
    expect(brakes).toHaveTextContent('R 1 380.00');
    const alignment = within(table).getByRole('row', { name: /Wheel alignment/ });
    expect(alignment).toHaveTextContent('Not quoted');

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Quote Request');
    expect(timeline).toHaveTextContent('Submitted');
    // The guest's e-mail goes with the reading call.
    expect(new URL(api.callsTo(QUOTES)[0]!.url).searchParams.get('emailAddress')).toBe(
      'thandi@example.co.za',
    );
  });

  it('accepts a quote on a requested date with an attachment, which books it', async () => {
    let booked = false;
    mockApi({
      [QUOTES]: () => ({
        status: 200,
        body: booked
          ? requestQuotes({
              bookedQuoteId: 'q-1',
              quotes: [
                quote({
                  quoteStatus: QuoteStatus.Booked,
                  quoteStatusText: 'Booked',
                  serviceDate: '2099-12-02',
                  allowedActions: ['cancelBooking'],
                }),
                brooklyn,
              ],
            })
          : requestQuotes({ quotes: [hatfield, brooklyn] }),
      }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
    });
    // The body as the wire carries it (jsdom's File is not undici's, so formData() cannot read it back).
    let sent = '';
    server.use(
      http.post('/api/quotes/AcceptQuote', async ({ request }) => {
        sent = await request.text();
        booked = true;
        return HttpResponse.json({
          message: 'Booked with Hatfield Auto Care.',
          quoteId: 'q-1',
          quoteStatus: 1,
        });
      }),
    );
    render();

    const card = await screen.findByRole('article', { name: 'Quote from Hatfield Auto Care' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept and book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept and book' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '02/12/2099' }));
    const photo = new File(['png'], 'scratch.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book for 02/12/2099' }));

    expect(await screen.findByText('Booked with Hatfield Auto Care.')).toBeInTheDocument();
    expect(sent).toMatch(/name="quoteId"\r\n\r\nq-1\r\n/);
    expect(sent).toMatch(/name="serviceDate"\r\n\r\n2099-12-02\r\n/);
    // (jsdom's File reaches the test's FormData without its name and bytes; its type shows the file went.)
    expect(sent).toMatch(/name="attachmentFiles"; filename="[^"]+"\r\nContent-Type: image\/png\r\n/);
    const booking = await screen.findByRole('region', { name: 'Your booking' });
    expect(booking).toHaveTextContent('02/12/2099');
    expect(within(booking).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    // The other quote stays beside it, without an accept button now that the request is booked.
    const other = screen.getByRole('article', { name: 'Quote from Brooklyn Motors' });
    expect(other).toBeInTheDocument();
  });

  it('offers the requested days the workshop has room, another day with room, and a drop-off time (decision 075)', async () => {
    const today = calendarDate(new Date());
    const [full, open, later] = [addDays(today, 3), addDays(today, 4), addDays(today, 9)];
    mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ quotes: [hatfield] }) }),
      [REQUEST]: () => ({ status: 200, body: requestView({ datesRequested: [full, open] }) }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
      'GET /api/PublicWorkshop/DropOffSlots': () => ({
        status: 200,
        body: {
          workshops: [
            {
              workshopId: 'w-1',
              freeChangeHours: 24,
              days: [
                { date: open, times: ['08:00', '08:30'], left: 2 },
                { date: later, times: ['07:30'], left: 1 },
              ],
            },
          ],
        },
      }),
    });
    let sent = '';
    let answer = 409;
    server.use(
      http.post('/api/quotes/AcceptQuote', async ({ request }) => {
        sent = await request.text();
        if (answer === 409) {
          const message = `That day is fully booked at this workshop. The next day with room is ${formatDate(`${later}T12:00:00Z`)}.`;
          return HttpResponse.json({ message, errors: { serviceDate: [message] } }, { status: 409 });
        }
        return HttpResponse.json({
          message: 'Booked with Hatfield Auto Care.',
          quoteId: 'q-1',
          quoteStatus: 1,
        });
      }),
    );
    render();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Quote from Hatfield Auto Care' });
    await user.click(within(card).getByRole('button', { name: 'Accept and book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept and book' });
    // The full requested day is not offered; the open one is, with its drop-off times.
    await within(dialog).findByRole('combobox', { name: 'Drop-off time' });
    expect(within(dialog).queryByRole('radio', { name: formatDate(`${full}T12:00:00Z`) })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: formatDate(`${open}T12:00:00Z`) })).toBeChecked();
    expect(dialog).not.toHaveTextContent('The days you asked for are full');
    expect(within(dialog).getByLabelText('Reschedule and cancellation terms')).toHaveTextContent(
      'Free to reschedule or cancel up to 24 hours before the drop-off.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Drop-off time' }), '08:30');
    await user.click(
      within(dialog).getByRole('button', { name: `Book for ${formatDropOff(open, '08:30')}` }),
    );
    expect(sent).toMatch(new RegExp(`name="serviceDate"\r\n\r\n${open}\r\n`));
    expect(sent).toMatch(/name="dropOffTime"\r\n\r\n08:30\r\n/);
    // Filled meanwhile: the 409 names the next day with room, which "Another day" offers.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `The next day with room is ${formatDate(`${later}T12:00:00Z`)}.`,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Another day' }));
    const another = within(dialog).getByRole('combobox', { name: 'Another day' });
    expect(
      within(another)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain(
      `${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][isoWeekday(later) - 1]} ${formatDate(`${later}T12:00:00Z`)} (1 place left)`,
    );
    await user.selectOptions(another, later);
    answer = 200;
    await user.click(
      within(dialog).getByRole('button', { name: `Book for ${formatDropOff(later, '07:30')}` }),
    );
    expect(await screen.findByText('Booked with Hatfield Auto Care.')).toBeInTheDocument();
    expect(sent).toMatch(/name="dropOffTime"\r\n\r\n07:30\r\n/);
  });

  it('says so when a quote can no longer be booked', async () => {
    mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ quotes: [hatfield] }) }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
    });
    server.use(
      http.post('/api/quotes/AcceptQuote', () =>
        HttpResponse.json(
          {
            message:
              'This quote has expired, so it can no longer be accepted. Ask the workshop for a new quote.',
          },
          { status: 409 },
        ),
      ),
    );
    render();
    const card = await screen.findByRole('article', { name: 'Quote from Hatfield Auto Care' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept and book' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Book for/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This quote has expired');
  });

  it('lets the customer approve one amendment line and decline another, seeing the photos', async () => {
    const amendment = {
      id: 'a-1',
      amendmentStatus: AmendmentStatus.pending,
      note: 'Discs are below minimum thickness.',
      submittedAtUtc: '2026-11-21T09:00:00.000Z',
      decidedAtUtc: null,
      photos: [{ id: 'p-1', fileName: 'disc.jpg', mimeType: 'image/jpeg' }],
      items: [
        line({
          id: 'al-1',
          description: 'Brake discs (pair)',
          priceIncl: 1840,
          totalIncl: 1840,
          amendmentType: AmendmentChangeType.added,
          amendmentStatus: AmendmentStatus.pending,
        }),
        line({
          id: 'al-2',
          description: 'Wiper blades',
          kind: 'part',
          priceIncl: 250,
          totalIncl: 250,
          amendmentType: AmendmentChangeType.added,
          amendmentStatus: AmendmentStatus.pending,
        }),
      ],
    };
    const api = mockApi({
      [QUOTES]: () => ({
        status: 200,
        body: requestQuotes({
          bookedQuoteId: 'q-1',
          quotes: [
            quote({
              quoteStatus: QuoteStatus.AmendmentPending,
              quoteStatusText: 'Amendment Pending',
              amendments: [amendment],
              allowedActions: ['answerAmendment'],
            }),
          ],
        }),
      }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
      'POST /api/quotes/AcceptQuoteAmendment': () => ({
        status: 200,
        body: { message: 'Thank you. The workshop has your answer.', quoteId: 'q-1', quoteStatus: 2 },
      }),
    });
    server.use(
      http.get(
        '/api/quotes/DownloadAmendmentPhoto/p-1',
        () =>
          new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    render();
    const panel = await screen.findByRole('region', { name: 'Amendment' });
    expect(panel).toHaveTextContent('Discs are below minimum thickness.');
    expect(within(panel).getByRole('img', { name: 'Photo: disc.jpg' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Approving adds R 2 090.00');
    await userEvent.click(
      within(within(panel).getByRole('radiogroup', { name: 'Answer for Wiper blades' })).getByText('Decline'),
    );
    expect(panel).toHaveTextContent('Approving adds R 1 840.00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send my answer' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/quotes/AcceptQuoteAmendment')).toHaveLength(1));
    expect(api.callsTo('POST /api/quotes/AcceptQuoteAmendment')[0]!.body).toMatchObject({
      quoteId: 'q-1',
      amendmentId: 'a-1',
      decisions: [
        { quoteItemId: 'al-1', approved: true },
        { quoteItemId: 'al-2', approved: false },
      ],
    });
  });

  it('offers the tax invoice and payment once invoiced', async () => {
    mockApi({
      ...invoicedJob(),
      'POST /api/payment/Pay/q-1': () => ({ status: 200, body: { redirectUrl: '/payment/sandbox?x=1' } }),
    });
    render();
    const booking = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(booking).getByRole('button', { name: 'Download tax invoice' })).toBeInTheDocument();
    expect(within(booking).getByRole('button', { name: 'Pay R 1 150.00' })).toBeInTheDocument();
  });

  it('lets a guest on the e-mail link pay with the same e-mail proof (decision 029)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = mockApi({
      ...invoicedJob(),
      'POST /api/payment/guest/Pay/q-1': () => ({
        status: 200,
        body: { redirectUrl: '/sandbox/payfast?m_payment_id=MWP-A' },
      }),
    });
    render('guest@example.co.za');
    const booking = await screen.findByRole('region', { name: 'Your booking' });
    await userEvent.click(within(booking).getByRole('button', { name: 'Pay R 1 150.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payfast?m_payment_id=MWP-A'));
    expect(api.callsTo('POST /api/payment/guest/Pay/q-1')[0]?.body).toEqual({
      emailAddress: 'guest@example.co.za',
    });
    expect(api.callsTo('POST /api/payment/Pay/q-1')).toHaveLength(0);
    assign.mockRestore();
  });

  it('takes a review once the job is completed', async () => {
    let reviewed = false;
    const done = () =>
      quote({
        quoteStatus: QuoteStatus.Completed,
        quoteStatusText: 'Completed',
        allowedActions: [],
        canReview: !reviewed,
        review: reviewed
          ? {
              id: 'rv-1',
              workshopId: 'w-1',
              rating: 4,
              review: 'Quick and honest.',
              authorName: 'Thandi N.',
              dateCreatedUtc: '2026-11-22T10:00:00.000Z',
            }
          : null,
      });
    const api = mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ bookedQuoteId: 'q-1', quotes: [done()] }) }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
      'POST /api/quotes/ReviewWorkshop': () => {
        reviewed = true;
        return {
          status: 200,
          body: {
            id: 'rv-1',
            workshopId: 'w-1',
            rating: 4,
            review: 'Quick and honest.',
            authorName: 'Thandi N.',
            dateCreatedUtc: '2026-11-22T10:00:00.000Z',
          },
        };
      },
    });
    render();
    const form = await screen.findByRole('region', { name: 'Review the workshop' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5.');
    // Each star is named for a screen reader ("4 stars"), not by its bare value ("0" to "5").
    const stars = within(form).getByRole('radiogroup', { name: 'Your rating' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['No rating', '1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    const four = within(stars).getByRole('radio', { name: '4 stars' });
    await userEvent.click(form.querySelector(`label[for="${four.id}"]`) as HTMLElement);
    expect(four).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Your review'), 'Quick and honest.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Quick and honest.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quotes/ReviewWorkshop')[0]!.body).toEqual({
      quoteId: 'q-1',
      rating: 4,
      review: 'Quick and honest.',
    });
  });

  it('shows a branch a shared quote to read, with nothing to act on (decision 049)', async () => {
    const shared = quote({
      quoteStatus: QuoteStatus.Invoiced,
      quoteStatusText: 'Invoiced',
      invoiceNumber: 'INV-000012',
      allowedActions: [],
      quoteMessages: [],
    });
    mockApi({
      [QUOTES]: () => ({
        status: 200,
        body: requestQuotes({ readOnly: true, bookedQuoteId: 'q-1', workshopCount: 1, quotes: [shared] }),
      }),
      [REQUEST]: () => ({ status: 200, body: requestView({ readOnly: true, applicationUser: null }) }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
    });
    render();
    expect(
      await screen.findByText(/Another branch shared this quote with you to look at/),
    ).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'The booking' });
    expect(within(booking).queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
    expect(within(booking).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in when the request is not theirs to open by link', async () => {
    mockApi({
      [QUOTES]: () => ({ status: 404, body: { message: 'The quote request was not found.' } }),
      [REQUEST]: () => ({ status: 404, body: { message: 'The quote request was not found.' } }),
    });
    render();
    const link = await screen.findByRole('link', { name: 'sign in to see it' });
    expect(link).toHaveAttribute(
      'href',
      `/account/login?returnUrl=${encodeURIComponent(`/quotes/${REQUEST_ID}`)}`,
    );
  });
});
