import type pg from 'pg';

/** A dedicated pool connection that LISTENs (the pool's other clients come and go). */
export interface ListenClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  release(destroy?: boolean): void;
}

export interface ChannelListenerOptions {
  /** Called with each notification on one of the channels. */
  onMessage: (channel: string, payload: string) => void;
  /** Called each time the connection is (again) listening: what was missed while it was down is unknown. */
  onListening?: () => void;
  /** Whether to listen again after the connection broke (default: yes, until closed). */
  keepListening?: () => boolean;
}

const RETRY_MS = 2000;

/**
 * One LISTEN connection of this instance on some channels, started on first need, listening again after
 * the connection broke (a database restart) while `keepListening` says so. A writer on any instance
 * NOTIFYs inside its transaction; PostgreSQL delivers on commit, in commit order, to every listener.
 */
export function createChannelListener(
  pool: pg.Pool,
  channels: readonly string[],
  options: ChannelListenerOptions,
) {
  let client: ListenClient | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let dropClient: () => void = () => {};

  async function start(): Promise<void> {
    const c = (await pool.connect()) as unknown as ListenClient;
    let released = false;
    const drop = () => {
      if (released) return;
      released = true;
      c.release(true);
    };
    c.on('notification', (message) => {
      if (channels.includes(message.channel)) options.onMessage(message.channel, message.payload ?? '');
    });
    c.on('error', () => {
      drop();
      if (client !== c) return;
      client = null;
      starting = null;
      if (!closed && (options.keepListening?.() ?? true))
        setTimeout(() => void ensureStarted().catch(() => {}), RETRY_MS);
    });
    try {
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
    } catch (error) {
      drop();
      throw error;
    }
    client = c;
    dropClient = drop;
    options.onListening?.();
  }

  function ensureStarted(): Promise<void> {
    if (closed) return Promise.resolve();
    starting ??= start().catch((error) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  return {
    /** Resolves once this instance is listening, so nothing committed after is missed. */
    ensureStarted,
    async close(): Promise<void> {
      closed = true;
      await starting?.catch(() => {});
      client = null;
      dropClient();
    },
  };
}
