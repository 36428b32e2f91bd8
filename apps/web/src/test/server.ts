import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' network: MSW answers at the fetch layer, so the app's own api-client (headers, refresh,
 * error mapping) runs as in the browser. A request no test answers fails as a browser offline would:
 * no unit test reaches a real server.
 */
export const server = setupServer(http.all('*', () => HttpResponse.error()));

/** A request as the server received it; header names are lower-case, as HTTP has them. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown };
type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * A multipart form as the test reads it: each field's text, and FILE for each file part (the test DOM's
 * File reaches the network without its name and bytes, so a test can only see that a file was sent);
 * repeated fields as lists. Read from the raw body: undici's form parser refuses the test DOM's Files.
 */
export const FILE = '(a file)';

async function formFields(request: Request) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers.get('content-type') ?? '');
  const text = await request.clone().text();
  const fields: Record<string, string | string[]> = {};
  for (const part of text.split(`--${boundary?.[1] ?? boundary?.[2]}`)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name === undefined) continue;
    const value = /filename="/.test(head) ? FILE : rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

async function toCall(request: Request): Promise<Call> {
  const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
  const text = multipart ? '' : await request.clone().text();
  return {
    method: request.method,
    url: request.url,
    body: multipart ? await formFields(request) : text ? JSON.parse(text) : undefined,
    headers: Object.fromEntries(request.headers),
  };
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Answers the routes 'METHOD /path' (the query string ignored) for this test and records every request
 * that reaches the API. Any other path answers 404, so a test sees what it forgot.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const call = await toCall(request);
    calls.push(call);
    return call;
  };
  const answer = ({ status, body }: Answer) =>
    body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
  server.use(
    ...Object.entries(routes).map(([key, handler]) => {
      const [method = 'GET', path = '/'] = key.split(' ');
      return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, async ({ request }) =>
        answer(await handler(await record(request))),
      );
    }),
    http.all('/api/*', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { message: `No mock for ${request.method} ${pathOf(request.url)}` },
        { status: 404 },
      );
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${pathOf(c.url)}` === key),
  };
}
