import {
  CancelPaidBookingSchema,
  type ContractEntry,
  type GuestProof,
  GuestProofSchema,
  MarkPayoutSchema,
  MarkRefundedSchema,
  OpenPaymentAnswerSchema,
  PAYMENTS_API,
  PayAnswerSchema,
  PaymentEventsQuerySchema,
  PaymentEventsSchema,
  PaymentReferenceSchema,
  PaymentResultSchema,
  PayoutSchema,
  PaystackWebhookAnswerSchema,
  RefundListSchema,
  SandboxDecisionAnswerSchema,
  SandboxDecisionSchema,
  SandboxPaystackCheckoutSchema,
  SandboxPaystackDecisionSchema,
  WorkshopStatementQuerySchema,
  WorkshopStatementSchema,
  WorkshopsOwedSchema,
} from '@motorwise/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { at } from '../../lib/contract';
import { badRequest } from '../../lib/errors';
import { ErrorSchema } from '../../lib/http-schemas';
import { idempotencyCaller, idempotent } from '../../lib/idempotency';
import type { RateBudget } from '../../lib/rate-limits';
import { requireAdmin, requireUser } from '../../lib/session';
import { auditActor } from '../audit/index';
import { ownWorkshop } from '../workshops/routes';
import type { Payer } from './payment-context';
import type { PaymentService } from './payments.service';
import { parsePaystackEvent } from './paystack';
import { PaystackAnswer, SandboxInitializeBody } from './sandbox-paystack';
import { SANDBOX_PAYSTACK_API } from './settings';

const IdParams = z.object({ id: z.uuid('This is not a quote id.') });
const ReferenceParams = z.object({ reference: PaymentReferenceSchema });
/** Gateways post forms; the body is kept as received, because PayFast's signature depends on its order. */
const FormBody = z.string().max(20_000).meta({ description: 'application/x-www-form-urlencoded, as sent' });
const RawBytes = z
  .custom<Buffer>((v) => Buffer.isBuffer(v), 'Send the body as JSON bytes.')
  .meta({ type: 'string', format: 'binary' });
const AccessCodeParams = z.object({
  accessCode: z.string().regex(/^[0-9a-f]{16}$/, 'This is not a checkout.'),
});
/** Paystack's envelope, or (for a body or path that is not even Paystack's shape) the app's own error. */
const PaystackAnswers = {
  200: PaystackAnswer,
  400: z.union([PaystackAnswer, ErrorSchema]),
  401: z.union([PaystackAnswer, ErrorSchema]),
};
/** A guest's calls: by IP, a handful a minute (each checks an e-mail address against a request). */
const GUEST_LIMIT = { max: 20, windowMinutes: 10 };
/** A guest's reads (the result page polls): by IP. */
const GUEST_READ_LIMIT = { max: 120, windowMinutes: 10 };
/** A signed-in payer's starts at the gateway: per user. */
const USER_LIMIT = { max: 20, windowMinutes: 10, per: 'user' as const };

interface PayerEntry {
  entry: ContractEntry;
  operationId: string;
  summary: string;
  rateLimit?: RateBudget;
}

/**
 * A payer's call, declared once for both payers (decision 029): signed in (`user`, access user), or a
 * guest (`guest`, public) who sends the request's e-mail address (GuestProofSchema) in the body of a POST
 * or the query of a GET. Both answer the same, from the same path parameters; each keeps its own path,
 * operationId, summary and rate limit.
 */
function payerCalls(app: FastifyInstance, db: Db) {
  return <P extends z.ZodType>(
    shared: { params: P; response: z.ZodType; idempotent?: true },
    user: PayerEntry,
    guest: PayerEntry,
    handle: (payer: Payer, params: z.output<P>, db?: Db) => Promise<unknown>,
  ) => {
    // A write a retry must not repeat (paying): once per Idempotency-Key, its answer kept (decision 070).
    const run = (request: FastifyRequest, reply: FastifyReply, payer: Payer) => {
      const params = request.params as z.output<P>;
      if (!shared.idempotent) return handle(payer, params);
      const caller = idempotencyCaller(payer.user, payer.user ? null : payer.email);
      return idempotent(request, reply, { db, caller, fingerprint: {} }, async (tx) => ({
        status: 200,
        body: await handle(payer, params, tx),
      }));
    };
    const idempotentConfig = shared.idempotent ? { idempotent: true } : {};
    const schema = (e: PayerEntry, proof: Record<string, z.ZodType> = {}) => ({
      summary: e.summary,
      operationId: e.operationId,
      params: shared.params,
      ...proof,
      response: { 200: shared.response },
    });
    app.route({
      ...at(user.entry),
      schema: schema(user),
      config: {
        access: 'user',
        ...(user.rateLimit ? { rateLimit: user.rateLimit } : {}),
        ...idempotentConfig,
      },
      handler: async (request, reply) => run(request, reply, { user: requireUser(request) }),
    });
    const proofIn = guest.entry.method === 'GET' ? 'querystring' : 'body';
    app.route({
      ...at(guest.entry),
      schema: schema(guest, { [proofIn]: GuestProofSchema }),
      config: { access: 'public', rateLimit: guest.rateLimit, ...idempotentConfig },
      handler: async (request, reply) => {
        const proof = (proofIn === 'body' ? request.body : request.query) as GuestProof;
        return run(request, reply, { email: proof.emailAddress });
      },
    });
  };
}

export function paymentRoutes(service: PaymentService, db: Db) {
  return async (parent: FastifyInstance) => {
    // Form bodies arrive as text here, unparsed: the notification's checks need the fields in order.
    parent.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const app = parent.withTypeProvider<ZodTypeProvider>();

    // Each payer's call has a guest twin (decision 029): the guest proves the request's e-mail address, as
    // the quote screen's e-mail link does, in the body of a POST or the query of a GET.
    const payerCall = payerCalls(parent, db);
    payerCall(
      { params: IdParams, response: PayAnswerSchema, idempotent: true },
      {
        entry: PAYMENTS_API.pay,
        operationId: 'Pay',
        summary: 'Start paying for a booked quote online: answers where to send the payer',
        rateLimit: USER_LIMIT,
      },
      {
        entry: PAYMENTS_API.guestPay,
        operationId: 'GuestPay',
        summary: "Start a guest's online payment for a booked quote (proved by the request's e-mail)",
        rateLimit: GUEST_LIMIT,
      },
      (payer, { id }, tx) => service.pay(payer, id, tx),
    );

    payerCall(
      { params: ReferenceParams, response: PaymentResultSchema },
      {
        entry: PAYMENTS_API.getPaymentResult,
        operationId: 'GetPaymentResult',
        summary: 'Read how a payment ended',
      },
      {
        entry: PAYMENTS_API.getGuestPaymentResult,
        operationId: 'GetGuestPaymentResult',
        summary: "Read how a guest's payment ended",
        rateLimit: GUEST_READ_LIMIT,
      },
      (payer, { reference }) => service.result(payer, reference),
    );

    payerCall(
      { params: ReferenceParams, response: PaymentResultSchema },
      {
        entry: PAYMENTS_API.cancelPayment,
        operationId: 'CancelPayment',
        summary: 'Cancel an unfinished payment',
      },
      {
        entry: PAYMENTS_API.cancelGuestPayment,
        operationId: 'CancelGuestPayment',
        summary: "Cancel a guest's unfinished payment",
        rateLimit: GUEST_LIMIT,
      },
      (payer, { reference }) => service.cancelByPayer(payer, reference),
    );

    // A payment left half-way (decision 050): the open attempt, and going back to it at the gateway.
    payerCall(
      { params: IdParams, response: OpenPaymentAnswerSchema },
      {
        entry: PAYMENTS_API.getOpenPayment,
        operationId: 'GetOpenPayment',
        summary: "Read the quote's payment left half-way, if any",
      },
      {
        entry: PAYMENTS_API.getGuestOpenPayment,
        operationId: 'GetGuestOpenPayment',
        summary: "Read a guest's payment left half-way, if any",
        rateLimit: GUEST_READ_LIMIT,
      },
      (payer, { id }) => service.openPayment(payer, id),
    );

    payerCall(
      { params: ReferenceParams, response: PayAnswerSchema },
      {
        entry: PAYMENTS_API.continuePayment,
        operationId: 'ContinuePayment',
        summary: 'Go back to an unfinished payment at the gateway',
        rateLimit: USER_LIMIT,
      },
      {
        entry: PAYMENTS_API.continueGuestPayment,
        operationId: 'ContinueGuestPayment',
        summary: "Go back to a guest's unfinished payment at the gateway",
        rateLimit: GUEST_LIMIT,
      },
      (payer, { reference }) => service.continuePayment(payer, reference),
    );

    // PayFast's ITN: always 200 (PayFast retries otherwise); what it did is logged in payment_events.
    app.route({
      ...at(PAYMENTS_API.payFastNotify),
      schema: {
        summary: "Receive PayFast's payment notification (ITN)",
        operationId: 'PayFastNotify',
        body: FormBody,
        response: { 200: z.string() },
      },
      config: { access: 'public', rateLimit: { max: 120, windowMinutes: 1, bucket: 'payment-notify' } },
      handler: async (request, reply) => {
        await service.payfastNotification(request.body, {
          ip: request.socket.remoteAddress,
          forwardedFor: request.headers['x-forwarded-for'],
        });
        return reply.type('text/plain').send('OK');
      },
    });

    // Paystack's webhook: HMAC over the raw bytes, so JSON is not parsed before the check.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      scope.withTypeProvider<ZodTypeProvider>().route({
        ...at(PAYMENTS_API.paystackWebhook),
        schema: {
          summary: "Receive Paystack's payment webhook (signed)",
          operationId: 'PaystackWebhook',
          body: RawBytes,
          response: { 200: PaystackWebhookAnswerSchema },
        },
        config: { access: 'public', rateLimit: { max: 120, windowMinutes: 1, bucket: 'payment-notify' } },
        handler: async (request) => {
          const event = parsePaystackEvent(request.body);
          if (!event)
            throw badRequest({ root: ['Send a Paystack event as JSON.'] }, 'This is not a Paystack event.');
          const signature = request.headers['x-paystack-signature'];
          await service.paystackWebhook(
            request.body,
            event,
            typeof signature === 'string' ? signature : undefined,
            request.socket.remoteAddress ?? null,
          );
          return { received: true };
        },
      });
    });

    // ---------------------------------------------------------------- money owed to workshops

    app.route({
      ...at(PAYMENTS_API.listWorkshopsOwed),
      schema: {
        summary: 'List what is owed to each workshop (administrators)',
        operationId: 'ListWorkshopsOwed',
        response: { 200: WorkshopsOwedSchema },
      },
      config: { access: 'admin' },
      handler: async () => service.owed(),
    });

    app.route({
      ...at(PAYMENTS_API.listPaymentEvents),
      schema: {
        summary: 'List the payment events received from the gateways',
        operationId: 'ListPaymentEvents',
        querystring: PaymentEventsQuerySchema,
        response: { 200: PaymentEventsSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => service.events(request.query.outcome),
    });

    app.route({
      ...at(PAYMENTS_API.recordPayout),
      schema: {
        summary: 'Record a payout made to a workshop',
        operationId: 'RecordPayout',
        body: MarkPayoutSchema,
        response: { 201: PayoutSchema },
      },
      config: { access: 'admin' },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await service.markPayout(requireAdmin(request), request.body, auditActor(request))),
    });

    // ---------------------------------------------------------------- refunds (decision 030)

    app.route({
      ...at(PAYMENTS_API.listRefunds),
      schema: {
        summary:
          'List the refunds to make (money taken twice, paid bookings cancelled) and those made lately',
        operationId: 'ListRefunds',
        response: { 200: RefundListSchema },
      },
      config: { access: 'admin' },
      handler: async () => service.refunds(),
    });

    app.route({
      ...at(PAYMENTS_API.cancelPaidBooking),
      schema: {
        summary: 'Cancel a paid booking: the payment waits for a refund',
        operationId: 'CancelPaidBooking',
        params: ReferenceParams,
        body: CancelPaidBookingSchema,
        response: { 200: RefundListSchema },
      },
      config: { access: 'admin' },
      handler: async (request) =>
        service.cancelPaidBooking(request.params.reference, request.body, auditActor(request)),
    });

    app.route({
      ...at(PAYMENTS_API.markRefunded),
      schema: {
        summary: 'Record that a payment was refunded',
        operationId: 'MarkRefunded',
        params: ReferenceParams,
        body: MarkRefundedSchema,
        response: { 200: RefundListSchema },
      },
      config: { access: 'admin' },
      handler: async (request) =>
        service.markRefunded(
          requireAdmin(request),
          request.params.reference,
          request.body,
          auditActor(request),
        ),
    });

    app.route({
      ...at(PAYMENTS_API.getWorkshopStatement),
      schema: {
        summary: "Read the workshop's statement: what it is owed, its ledger entries and payouts",
        operationId: 'GetWorkshopStatement',
        querystring: WorkshopStatementQuerySchema,
        response: { 200: WorkshopStatementSchema },
      },
      config: { access: 'workshop' },
      handler: async (request) => {
        return service.statement(ownWorkshop(request, request.query.workshopId));
      },
    });

    // ---------------------------------------------------------------- the sandbox gateway (decision 023)

    const paystackSandbox = service.sandboxPaystack;
    if (paystackSandbox) {
      // The sandbox plays Paystack's API (decision 029): the app's Paystack client calls these over loopback.
      await app.register(async (scope) => {
        const api = scope.withTypeProvider<ZodTypeProvider>();
        api.post(
          `${SANDBOX_PAYSTACK_API}/transaction/initialize`,
          {
            // Paystack's API, not ours: its refusals are Paystack's envelope; kept out of our OpenAPI document.
            schema: { hide: true, body: SandboxInitializeBody, response: PaystackAnswers },
            // Its Bearer is the sandbox's Paystack key, not a session: it answers for itself.
            config: { access: 'public', ignoreInvalidToken: true, rateLimit: { max: 60, windowMinutes: 10 } },
          },
          async (request, reply) => {
            const answer = await paystackSandbox.initialize(request.headers.authorization, request.body);
            return reply.code(answer.code).send(answer.body);
          },
        );
        api.get(
          `${SANDBOX_PAYSTACK_API}/transaction/verify/:reference`,
          {
            schema: {
              hide: true,
              params: z.object({ reference: z.string().max(100) }),
              response: PaystackAnswers,
            },
            config: {
              access: 'public',
              ignoreInvalidToken: true,
              rateLimit: { max: 300, windowMinutes: 10 },
            },
          },
          async (request, reply) => {
            const answer = await paystackSandbox.verify(
              request.headers.authorization,
              request.params.reference,
            );
            return reply.code(answer.code).send(answer.body);
          },
        );
      });

      app.route({
        ...at(PAYMENTS_API.getSandboxPaystackCheckout),
        schema: {
          summary: "Read a sandbox Paystack checkout (the sandbox gateway's page)",
          operationId: 'GetSandboxPaystackCheckout',
          params: AccessCodeParams,
          response: { 200: SandboxPaystackCheckoutSchema },
        },
        config: { access: 'public', rateLimit: { max: 120, windowMinutes: 10 } },
        handler: async (request) => paystackSandbox.checkout(request.params.accessCode),
      });

      app.route({
        ...at(PAYMENTS_API.decideSandboxPaystackCheckout),
        schema: {
          summary: 'Pay or fail a sandbox Paystack checkout',
          operationId: 'DecideSandboxPaystackCheckout',
          params: AccessCodeParams,
          body: SandboxPaystackDecisionSchema,
          response: { 200: SandboxDecisionAnswerSchema },
        },
        config: { access: 'public', rateLimit: { max: 60, windowMinutes: 10 } },
        handler: async (request) =>
          paystackSandbox.decide(request.params.accessCode, request.body.action, async (body, signature) => {
            // Through the same endpoint and checks as Paystack's own webhook.
            await parent.inject({
              method: 'POST',
              url: PAYMENTS_API.paystackWebhook.path,
              headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
              payload: body,
              remoteAddress: '127.0.0.1',
            });
          }),
      });
    }

    if (!service.settings.sandbox) return;

    app.route({
      ...at(PAYMENTS_API.decideSandboxPayFast),
      schema: {
        summary: 'Pay or fail a sandbox PayFast payment',
        operationId: 'DecideSandboxPayFast',
        body: SandboxDecisionSchema,
        response: { 200: SandboxDecisionAnswerSchema },
      },
      config: { access: 'public', rateLimit: { max: 60, windowMinutes: 10 } },
      handler: async (request) =>
        service.sandboxDecide(request.body, async (body) => {
          // Through the same endpoint and checks as PayFast's own notification, from this server.
          await parent.inject({
            method: 'POST',
            url: PAYMENTS_API.payFastNotify.path,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: body,
            remoteAddress: '127.0.0.1',
          });
        }),
    });

    app.route({
      ...at(PAYMENTS_API.validateSandboxPayFast),
      schema: {
        summary: "Validate a PayFast notification, as PayFast's validate call does (sandbox)",
        operationId: 'ValidateSandboxPayFast',
        body: FormBody,
        response: { 200: z.string() },
      },
      config: { access: 'public' },
      handler: async (request, reply) =>
        reply.type('text/plain').send(await service.sandboxValidate(request.body)),
    });
  };
}
