import type { Contract } from './entry';

/** Quotes (decision 020): the customer's quote calls of the spec's Quotes table, sharing with branches, and the workshop portal under /api/workshop. */
export const QUOTES_API = {
  /** List a quote request's quotes, with their workshops, messages and amendments */
  requestQuotes: {
    method: 'GET',
    path: '/api/quotes/GetQuoteRequestQuotes/{id}',
    query: 'GuestQuerySchema',
    answer: 'RequestQuotesSchema',
  },
  /** Accept a quote and book it for a service date, with documents for the workshop */
  acceptQuote: {
    method: 'POST',
    path: '/api/quotes/AcceptQuote',
    form: 'AcceptQuoteSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Send the workshop a message about its quote, with attachments */
  messageWorkshop: {
    method: 'POST',
    path: '/api/quotes/MessageWorkshop',
    form: 'MessageWorkshopSchema',
    answer: 'QuoteMessageViewSchema',
  },
  /** Approve or decline each line of a job's waiting amendment */
  acceptAmendment: {
    method: 'POST',
    path: '/api/quotes/AcceptQuoteAmendment',
    form: 'AcceptAmendmentSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Download a message's attachment */
  downloadMessageAttachment: {
    method: 'GET',
    path: '/api/Quotes/DownloadQuoteMessageAttachment/{id}',
    query: 'DownloadMessageAttachmentQuerySchema',
  },
  /** Download a job's (tax) invoice as a PDF */
  downloadInvoice: { method: 'GET', path: '/api/quotes/DownloadInvoice/{id}', query: 'GuestQuerySchema' },
  /** Download one of a quote request's attachments, by its position */
  downloadRequestAttachment: {
    method: 'GET',
    path: '/api/quotes/DownloadRequestAttachment/{id}/{index}',
    query: 'GuestQuerySchema',
  },
  /** Download a quote request's licence-disk photo */
  downloadLicenseDiskPhoto: {
    method: 'GET',
    path: '/api/quotes/DownloadLicenseDiskPhoto/{id}',
    query: 'GuestQuerySchema',
  },
  /** Download a photo the workshop sent with an amendment */
  downloadAmendmentPhoto: {
    method: 'GET',
    path: '/api/quotes/DownloadAmendmentPhoto/{id}',
    query: 'GuestQuerySchema',
  },
  /** Move a booking to another day and drop-off time with room, within the workshop's terms */
  rescheduleBooking: {
    method: 'POST',
    path: '/api/quotes/RescheduleQuoteBooking',
    body: 'RescheduleBookingSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Cancel a booked quote before the vehicle is checked in */
  cancelBooking: {
    method: 'POST',
    path: '/api/quotes/CancelQuoteBooking',
    body: 'CancelBookingSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Decline a quote, with an optional reason */
  declineQuote: {
    method: 'POST',
    path: '/api/quotes/DeclineQuote',
    body: 'DeclineQuoteSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Cancel a quote request */
  cancelRequest: {
    method: 'POST',
    path: '/api/quotes/CancelQuoteRequest',
    body: 'CancelRequestSchema',
    answer: 'CancelRequestAnswerSchema',
  },
  /** List the active quotes of one of the customer's garage vehicles */
  vehicleActiveQuotes: {
    method: 'GET',
    path: '/api/quotes/GetCustomerVehicleActiveQuotes/{id}',
    answer: 'VehicleActiveQuotesSchema',
  },
  /** Review the workshop of a completed job (once per job) */
  reviewWorkshop: {
    method: 'POST',
    path: '/api/quotes/ReviewWorkshop',
    body: 'ReviewWorkshopSchema',
    answer: 'ReviewViewSchema',
  },
  /** Share a quote of a request with another branch of the organisation */
  shareOrganizationBranchQuote: {
    method: 'POST',
    path: '/api/QuoteRequests/shareOrganizationBranchQuote/{id}',
    query: 'ShareQuoteQuerySchema',
    body: 'ShareQuoteBodySchema',
    answer: 'BranchShareSchema',
  },
  /** List the branches a request's quotes are shared with */
  organizationBranchShares: {
    method: 'GET',
    path: '/api/QuoteRequests/organizationBranchShares/{id}',
    answer: 'BranchShareListSchema',
  },
  /** List the workshops the user works for, to choose which one's portal to see */
  workshopChoices: { method: 'GET', path: '/api/workshop/workshops', answer: 'WorkshopChoicesSchema' },
  /** Count the chosen workshop's requests and jobs by stage */
  workshopSummary: { method: 'GET', path: '/api/workshop/summary', answer: 'WorkshopSummarySchema' },
  /** List the chosen workshop's reviews */
  workshopReviews: { method: 'GET', path: '/api/workshop/reviews', answer: 'WorkshopReviewsSchema' },
  /** List the quote requests sent to the chosen workshop, a page at a time */
  workshopRequests: {
    method: 'GET',
    path: '/api/workshop/requests',
    query: 'WorkshopListQuerySchema',
    answer: 'IncomingRequestPageSchema',
  },
  /** Read one quote request sent to the workshop */
  workshopRequest: { method: 'GET', path: '/api/workshop/requests/{id}', answer: 'IncomingRequestSchema' },
  /** List the workshop's jobs (accepted quotes) */
  workshopJobs: {
    method: 'GET',
    path: '/api/workshop/jobs',
    query: 'WorkshopJobsQuerySchema',
    answer: 'WorkshopJobListSchema',
  },
  /** Read one job of the workshop */
  workshopJob: { method: 'GET', path: '/api/workshop/jobs/{id}', answer: 'WorkshopJobSchema' },
  /** Save a quote for a request: a draft, sent, a pre-quote, or a revision */
  workshopSaveQuote: {
    method: 'POST',
    path: '/api/workshop/requests/{id}/quote',
    body: 'SaveQuoteSchema',
    answer: 'IncomingRequestSchema',
  },
  /** Decline a quote request, with a reason for the customer */
  workshopDecline: {
    method: 'POST',
    path: '/api/workshop/requests/{id}/decline',
    body: 'ReasonSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Withdraw a sent quote the customer has not booked */
  workshopWithdraw: {
    method: 'POST',
    path: '/api/workshop/quotes/{id}/withdraw',
    body: 'ReasonSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Cancel a booked job the workshop cannot do */
  workshopCancelBooking: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/cancel',
    body: 'ReasonSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Check the vehicle in, with its mileage: the work starts */
  workshopCheckIn: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/check-in',
    body: 'CheckInSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Save the job's invoice as a draft */
  workshopDraftInvoice: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/draft-invoice',
    body: 'InvoiceInputBodySchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Issue the job's invoice to the customer */
  workshopInvoice: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/invoice',
    body: 'InvoiceInputBodySchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Reopen a job from its draft invoice (to amend it) */
  workshopReopen: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/reopen',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Tell the customer the vehicle is ready for collection */
  workshopReady: { method: 'POST', path: '/api/workshop/jobs/{id}/ready', answer: 'QuoteActionAnswerSchema' },
  /** Mark the job completed: the vehicle was collected */
  workshopComplete: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/complete',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Record that the customer paid at the workshop */
  workshopPaid: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/paid',
    body: 'PaidAtWorkshopSchema',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Propose extra work found on a job, with photos, for the customer's approval */
  workshopAmendment: {
    method: 'POST',
    path: '/api/workshop/jobs/{id}/amendments',
    answer: 'QuoteActionAnswerSchema',
  },
  /** Send the customer a message about a quote, with attachments */
  workshopMessage: {
    method: 'POST',
    path: '/api/workshop/quotes/{id}/messages',
    form: 'WorkshopMessageSchema',
    answer: 'QuoteMessageViewSchema',
  },
} as const satisfies Contract;
