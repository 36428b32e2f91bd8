import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (decision 068), served at /metrics when METRICS_TOKEN is set. Two registries: the
 * process's own (Node's default metrics and the payment outcomes, counted wherever they happen, once per
 * process) and each app's (its requests, its pools, the queue as its database shows it): a test process
 * builds several apps, a server one.
 */
export const processMetrics = new Registry();

/** Payment notifications by outcome (accepted, duplicate, refused), counted where each is recorded. */
export const paymentOutcomes = new Counter({
  name: 'motorwise_payment_notifications_total',
  help: 'Payment notifications and verifications recorded, by gateway and outcome',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processMetrics],
});

let defaultsOn = false;
/** Node's default metrics (memory, event loop lag, GC, handles): started once, by the first app serving them. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processMetrics });
}

/** Seconds; the API's answers mostly take a few milliseconds (decision 018). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** The route label of an answer no route gave (the not-found handler: unknown paths, the web app's files). */
export const NO_ROUTE = '(no route)';

interface Series {
  duration: { observe(seconds: number): void };
  errors: { inc(): void } | null;
}

type OnResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/**
 * Request rate, latency and errors per route: labelled with the route's pattern (never the raw URL, whose
 * ids would make a series per record), its method and the status class. Each route gets a hook of its own
 * when it is added, its pattern already known, holding its label sets once made: a request costs one
 * lookup and one observe. On the root instance, before any route, like the other hooks. Returns the app's
 * registry, which the /metrics route adds its gauges to.
 */
export function registerHttpMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'motorwise_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'motorwise_http_request_errors_total',
    help: 'Answers with status 4xx or 5xx, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });

  /** The hook of one route pattern: its series by method, then status class (1 to 5), made on first use. */
  const recorder = (route: string): OnResponse => {
    const byMethod = new Map<string, (Series | undefined)[]>();
    const make = (method: string, statusClass: number): Series => {
      const labels = [method, route, STATUS_CLASSES[statusClass - 1] ?? '5xx'] as const;
      return {
        duration: duration.labels(...labels),
        errors: statusClass >= 4 ? errors.labels(...labels) : null,
      };
    };
    return (request, reply, done) => {
      const statusClass = Math.min(5, Math.max(1, Math.floor(reply.statusCode / 100)));
      let byClass = byMethod.get(request.method);
      if (!byClass) {
        byClass = [];
        byMethod.set(request.method, byClass);
      }
      let series = byClass[statusClass];
      if (!series) {
        series = make(request.method, statusClass);
        byClass[statusClass] = series;
      }
      series.duration.observe(reply.elapsedTime / 1000);
      series.errors?.inc();
      done();
    };
  };

  app.addHook('onRoute', (route) => {
    const own = route.onResponse ? [route.onResponse].flat() : [];
    route.onResponse = [...own, recorder(route.url) as (typeof own)[number]];
  });
  // Answers no route gave: the not-found handler's (unknown paths, the web app's files and pages).
  const unmatched = recorder(NO_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply, done);
    else done();
  });
  return registry;
}
