import { describe, expect, it } from 'vitest';
import {
  checkoutSignature,
  formatAmount,
  notificationParamString,
  notificationSignature,
  notificationSignatureValid,
  PAYFAST_SOURCE_RANGES,
  parseAmount,
  parseFormBody,
  phpUrlencode,
  rangeMatcher,
  signedCheckout,
} from '../src/modules/payments/payfast';
import { paystackSignature, paystackSignatureValid } from '../src/modules/payments/paystack';

/**
 * PayFast's signature as its official PHP SDK computes it (github.com/Payfast/payfast-php-sdk): the
 * vectors below are the SDK's own tests, reproduced.
 */
describe('PayFast signatures: the official SDK vectors', () => {
  it('tests/unit/AuthTest.php: a checkout, fields given in any order, passphrase "payfastsandbox"', () => {
    const data = {
      merchant_id: 10028084,
      merchant_key: '4hjoenwbwnuso',
      subscription_type: 1,
      m_payment_id: '5',
      amount: '5.00',
      recurring_amount: '5',
      billing_date: '2023-01-01',
      frequency: 3,
      cycles: 0,
      custom_str1: Buffer.from('Some Test String').toString('base64').replace(/=+$/, ''),
      custom_int1: 1,
      custom_int2: 1,
      custom_str2: Buffer.from('Another Test String').toString('base64').replace(/=+$/, ''),
      item_name: 'Test',
      name_last: 'Test',
      name_first: 'Test',
      email_address: 'test@test.com',
      confirmation_address: 'test@test.test',
      email_confirmation: 1,
      return_url: 'https://test.com/billing/success',
      cancel_url: 'https://test.com/billing/cancel',
      notify_url: 'https://test.com/payfast/webhook',
    };
    expect(checkoutSignature(data, 'payfastsandbox')).toBe('3441682c5d8a65486f5b7cc8ce41d146');
    // The SDK shuffles the keys: the documented order decides, not the order given.
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    expect(checkoutSignature(reversed, 'payfastsandbox')).toBe('3441682c5d8a65486f5b7cc8ce41d146');
    // Another passphrase, another signature.
    expect(checkoutSignature(data, 'other')).not.toBe('3441682c5d8a65486f5b7cc8ce41d146');
  });

  const itn = {
    m_payment_id: '000000020',
    pf_payment_id: '1579137',
    payment_status: 'COMPLETE',
    item_name: 'Order #000000020',
    item_description: '',
    amount_gross: '15.00',
    amount_fee: '-2.30',
    amount_net: '12.70',
    custom_str1: '',
    custom_str2: '',
    custom_str3: '',
    custom_str4: '',
    custom_str5: '',
    custom_int1: '',
    custom_int2: '',
    custom_int3: '',
    custom_int4: '',
    custom_int5: '',
    name_first: 'Tom',
    name_last: 'Tom',
    email_address: 'lindley+user1@appinlet.com',
    merchant_id: '10027938',
    signature: '4078bca2c8987e0e0c4e7230f2f46323',
  };
  const asBody = (o: Record<string, string>) => new URLSearchParams(Object.entries(o)).toString();

  it('tests/PaymentIntegrations/NotificationTest.php: a notification, blanks included, no passphrase', () => {
    const fields = parseFormBody(asBody(itn));
    expect(notificationSignature(fields, null)).toBe('4078bca2c8987e0e0c4e7230f2f46323');
    expect(notificationSignatureValid(fields, null)).toBe(true);
    // testInvalidSignatureCheck: amount_gross changed to 11.00.
    expect(notificationSignatureValid(parseFormBody(asBody({ ...itn, amount_gross: '11.00' })), null)).toBe(
      false,
    );
  });

  it('signs the fields in the order received, up to the signature', () => {
    const { m_payment_id, pf_payment_id, ...rest } = itn;
    const reordered = parseFormBody(asBody({ pf_payment_id, m_payment_id, ...rest }));
    expect(notificationSignatureValid(reordered, null)).toBe(false);
    // Anything after the signature is not signed.
    const trailing = parseFormBody(`${asBody(itn)}&extra=1`);
    expect(notificationSignatureValid(trailing, null)).toBe(true);
    // The validate call's body is the signed string: no signature, blanks kept, '+' for spaces.
    expect(notificationParamString(parseFormBody(asBody(itn)))).toContain(
      'item_name=Order+%23000000020&item_description=&amount_gross=15.00',
    );
    expect(notificationParamString(parseFormBody(asBody(itn)))).not.toContain('signature');
  });

  it('URL-encodes as PHP does: upper-case hex, + for a space, ~ encoded', () => {
    expect(phpUrlencode("a b~c!*'()é/")).toBe('a+b%7Ec%21%2A%27%28%29%C3%A9%2F');
    expect(phpUrlencode('safe-_.AZ09')).toBe('safe-_.AZ09');
  });

  it('leaves blank checkout fields out and puts the passphrase last', () => {
    const fields = signedCheckout(
      {
        merchant_id: '10000100',
        merchant_key: '46f0cd694581a',
        amount: '10.00',
        item_name: 'Order#123',
        name_first: ' ',
      },
      'jt7NOE43FZPn',
    );
    expect(fields.map(([k]) => k)).toEqual([
      'merchant_id',
      'merchant_key',
      'amount',
      'item_name',
      'signature',
    ]);
    expect(fields.at(-1)![1]).toBe(
      checkoutSignature(
        { merchant_id: '10000100', merchant_key: '46f0cd694581a', amount: '10.00', item_name: 'Order#123' },
        'jt7NOE43FZPn',
      ),
    );
  });

  it('reads and writes amounts to the cent', () => {
    expect(formatAmount(123450)).toBe('1234.50');
    expect(parseAmount('1234.50')).toBe(123450);
    expect(parseAmount('1234.5')).toBe(123450);
    expect(parseAmount('-2.30')).toBe(-230);
    expect(parseAmount('12,50')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it("knows PayFast's published sender ranges and nothing else", () => {
    const fromPayFast = rangeMatcher(PAYFAST_SOURCE_RANGES);
    expect(fromPayFast('197.97.145.150')).toBe(true);
    expect(fromPayFast('41.74.179.200')).toBe(true);
    expect(fromPayFast('::ffff:41.74.179.200')).toBe(true);
    expect(fromPayFast('197.97.145.160')).toBe(false);
    expect(fromPayFast('8.8.8.8')).toBe(false);
    expect(fromPayFast('not an address')).toBe(false);
    expect(fromPayFast(undefined)).toBe(false);
  });
});

describe('Paystack webhook signature', () => {
  const secret = 'sk_test_0123456789abcdef';
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"MWP-ABC-123","amount":10000}}');

  it('is an HMAC-SHA512 of the raw bytes with the secret key', () => {
    const header = paystackSignature(body, secret);
    expect(header).toMatch(/^[0-9a-f]{128}$/);
    expect(paystackSignatureValid(body, header, secret)).toBe(true);
    expect(paystackSignatureValid(body, header.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a tampered or re-serialised body, another key, and a malformed header', () => {
    const header = paystackSignature(body, secret);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(paystackSignatureValid(reserialised, header, secret)).toBe(false);
    expect(paystackSignatureValid(Buffer.from(body.toString().replace('10000', '1')), header, secret)).toBe(
      false,
    );
    expect(paystackSignatureValid(body, paystackSignature(body, 'sk_test_other'), secret)).toBe(false);
    expect(paystackSignatureValid(body, 'abc', secret)).toBe(false);
    expect(paystackSignatureValid(body, undefined, secret)).toBe(false);
  });
});
