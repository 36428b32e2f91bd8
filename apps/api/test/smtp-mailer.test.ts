import { type AddressInfo, createServer, type Server } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/modules/mail/index';

/** Real SMTP: a local smtp-server receives what the mailer sends, so the wire format is what is tested. */
describe('SMTP mailer', () => {
  const received: { from?: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;
  let silent: Server;
  let silentPort: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;

    // A server that accepts the connection and never says hello: a stalled relay.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('delivers a message with its sender, recipient, subject, text and HTML over SMTP with auth', async () => {
    const mailer = createSmtpMailer(
      `smtp://mailer:s3cret@127.0.0.1:${smtpPort}`,
      'Motorwise <no-reply@motorwise.co.za>',
    );
    await mailer.send({
      to: 'thandi@example.co.za',
      subject: 'Your quote request SMC-000123',
      text: 'We sent your request to 3 workshops.',
      html: '<p>We sent your request to <b>3</b> workshops.</p>',
      replyTo: 'support@motorwise.co.za',
    });
    mailer.close();

    const last = received.at(-1);
    expect(last?.from).toBe('no-reply@motorwise.co.za');
    expect(last?.to).toEqual(['thandi@example.co.za']);
    const parsed = await PostalMime.parse(last?.raw ?? '');
    expect(parsed.subject).toBe('Your quote request SMC-000123');
    expect(parsed.text?.trim()).toBe('We sent your request to 3 workshops.');
    expect(parsed.html).toContain('<b>3</b>');
    expect(parsed.replyTo?.[0]?.address).toBe('support@motorwise.co.za');
  });

  it('fails on wrong credentials instead of pretending to send', async () => {
    const mailer = createSmtpMailer(`smtp://mailer:wrong@127.0.0.1:${smtpPort}`, 'no-reply@motorwise.co.za');
    await expect(mailer.send({ to: 'a@example.co.za', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });

  it('gives up on a server that never greets, so the outbox job fails and is retried', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${silentPort}`, 'no-reply@motorwise.co.za', {
      connectionTimeout: 1_000,
      greetingTimeout: 300,
      socketTimeout: 1_000,
    });
    const started = Date.now();
    await expect(mailer.send({ to: 'a@example.co.za', subject: 's', text: 't' })).rejects.toThrow(
      /greeting/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    mailer.close();
  });
});
