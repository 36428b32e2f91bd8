import { PAYMENTS_API } from '@motorwise/shared';
import type { Config } from '../../config';
import { LOOPBACK_RANGES, PAYFAST_SOURCE_RANGES } from './payfast';

/**
 * The gateways as configured (decision 023). Without PAYFAST_MERCHANT_ID or PAYSTACK_SECRET_KEY the app's
 * own sandbox plays PayFast: PayFast's public sandbox merchant, a passphrase (so every signature carries
 * one, as a live account's should), our sandbox pages as the process URL, our sandbox's validate route,
 * and loopback as the only sender (the sandbox notifies from this server).
 */
export interface PaymentSettings {
  sandbox: boolean;
  payfast: {
    enabled: boolean;
    merchantId: string;
    merchantKey: string;
    passphrase: string | null;
    processUrl: string;
    validateUrl: string;
    sourceRanges: string[];
  };
  /** Paystack as configured, or played by the sandbox (`sandbox: true`) when no secret key is set. */
  paystack: { secretKey: string; baseUrl: string; sandbox: boolean } | null;
  trustedProxies: string[];
  commissionPercent: number;
  publicUrl: string;
}

export const SANDBOX_MERCHANT_ID = '10000100';
export const SANDBOX_MERCHANT_KEY = '46f0cd694581a';
export const SANDBOX_PASSPHRASE = 'motorwise-sandbox';
export const SANDBOX_PAGE = '/sandbox/payfast';
export const SANDBOX_VALIDATE_PATH = PAYMENTS_API.validateSandboxPayFast.path;
/** The sandbox's Paystack: its secret key (it signs the sandbox's webhooks), its API and its page. */
export const SANDBOX_PAYSTACK_SECRET = 'sk_test_motorwise_sandbox_paystack';
export const SANDBOX_PAYSTACK_API = '/api/payment/sandbox/paystack';
export const SANDBOX_PAYSTACK_PAGE = '/sandbox/paystack';
/** What the sandbox answers for a checkout the merchant closed when the payer started again (decision 050). */
export const SANDBOX_CLOSED_CHECKOUT =
  'The merchant closed this checkout because a new payment was started instead. No money was taken.';

export function paymentSettings(config: Config): PaymentSettings {
  const realPayfast = Boolean(config.PAYFAST_MERCHANT_ID);
  const realPaystack = config.PAYSTACK_SECRET_KEY
    ? {
        secretKey: config.PAYSTACK_SECRET_KEY,
        baseUrl: config.PAYSTACK_BASE_URL ?? 'https://api.paystack.co',
        sandbox: false,
      }
    : null;
  const sandbox =
    config.PAYMENT_SANDBOX ?? (!realPayfast && !realPaystack && config.NODE_ENV !== 'production');
  // Without a secret key the sandbox plays Paystack too: its API on this server over loopback.
  const paystack =
    realPaystack ??
    (sandbox
      ? {
          secretKey: SANDBOX_PAYSTACK_SECRET,
          baseUrl: config.PAYSTACK_BASE_URL ?? `http://127.0.0.1:${config.PORT}${SANDBOX_PAYSTACK_API}`,
          sandbox: true,
        }
      : null);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const payfastSandbox = sandbox && !realPayfast;
  return {
    sandbox: payfastSandbox,
    payfast: {
      enabled: realPayfast || payfastSandbox,
      merchantId: config.PAYFAST_MERCHANT_ID ?? SANDBOX_MERCHANT_ID,
      merchantKey: config.PAYFAST_MERCHANT_KEY ?? SANDBOX_MERCHANT_KEY,
      passphrase: realPayfast
        ? (config.PAYFAST_PASSPHRASE ?? null)
        : (config.PAYFAST_PASSPHRASE ?? SANDBOX_PASSPHRASE),
      processUrl:
        config.PAYFAST_PROCESS_URL ??
        // The sandbox's page is inside the app: a path, so the browser stays on whichever host it uses.
        (realPayfast ? 'https://www.payfast.co.za/eng/process' : SANDBOX_PAGE),
      // The sandbox's validate call goes to this very server over loopback (PUBLIC_URL may be a proxy's).
      validateUrl:
        config.PAYFAST_VALIDATE_URL ??
        (realPayfast
          ? 'https://www.payfast.co.za/eng/query/validate'
          : `http://127.0.0.1:${config.PORT}${SANDBOX_VALIDATE_PATH}`),
      sourceRanges: config.PAYFAST_SOURCE_RANGES ?? (realPayfast ? PAYFAST_SOURCE_RANGES : LOOPBACK_RANGES),
    },
    paystack,
    trustedProxies: config.PAYMENT_TRUSTED_PROXIES,
    commissionPercent: config.PAYMENT_COMMISSION_PERCENT,
    publicUrl,
  };
}

/** The platform as the supplier on its commission invoices (decision 064), from the configuration. */
export function platformParty(config: Config) {
  return {
    name: config.PLATFORM_LEGAL_NAME,
    addressLines: config.PLATFORM_ADDRESS.split('|')
      .map((l) => l.trim())
      .filter(Boolean),
    vatNumber: config.PLATFORM_VAT_NUMBER || null,
    registrationNumber: config.PLATFORM_REGISTRATION_NUMBER || null,
    contact: config.PLATFORM_CONTACT || null,
  };
}
export type PlatformParty = ReturnType<typeof platformParty>;
