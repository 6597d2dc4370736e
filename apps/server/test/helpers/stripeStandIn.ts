import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that speaks Stripe's wire format for the calls Assessly makes, so the real `stripe`
 * SDK (pointed at it with host, port and protocol: STRIPE_API_URL) is exercised end to end without the
 * network:
 * - POST /v1/checkout/sessions (form-encoded with bracket keys, as the SDK sends it) creates a session;
 * - GET /v1/checkout/sessions/:id answers it;
 * - GET /pay/:id is the "hosted checkout page": it marks the session paid and redirects (303) to its
 *   success_url with {CHECKOUT_SESSION_ID} filled in, as Stripe does after a card payment.
 * Test helpers change a session behind the server's back (unpaid, another amount) and sign webhook
 * payloads with the SDK's own test header helper. The server tests and the browser tests (e2e, which
 * imports this file through the workspace package `@assessly/server`) share this one implementation.
 */

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete';
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  created: number;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:41234: STRIPE_API_URL for the server, and the origin of the checkout pages. */
  url: string;
  /** The only secret key the stand-in accepts (Authorization: Bearer …). */
  secretKey: string;
  /** The webhook signing secret (STRIPE_WEBHOOK_SECRET of the server under test). */
  webhookSecret: string;
  sessions: Map<string, StandInSession>;
  /** Every API request, in order (method, path, parsed form body). */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  session(id: string): StandInSession;
  /** The most recently created session. */
  lastSession(): StandInSession | undefined;
  markPaid(id: string, email?: string): void;
  markUnpaid(id: string): void;
  setAmount(id: string, amountTotal: number, currency?: string): void;
  /** A Stripe-Signature header for this exact payload (SDK test helper). */
  signWebhook(payload: string, secret?: string): string;
  /** A signed checkout.session.completed event for a session as it stands now. */
  completedEvent(id: string, eventId?: string): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

const DEFAULT_SECRET_KEY = 'sk_test_standin_0123456789';
const DEFAULT_WEBHOOK_SECRET = 'whsec_standin_0123456789';

/** Stripe's form encoding: `a[b][0][c]=v` → { a: { b: [ { c: 'v' } ] } }. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
};

const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
  sendJson(res, status, {
    error: { type: status === 401 ? 'authentication_error' : 'invalid_request_error', message, code },
  });

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

interface LineItemParam {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
}

export async function startStripeStandIn(
  options: { secretKey?: string; webhookSecret?: string; host?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  const host = options.host ?? '127.0.0.1';
  const sessions = new Map<string, StandInSession>();
  const requests: StripeStandIn['requests'] = [];
  let origin = '';
  let lastId: string | undefined;
  // The SDK's helpers need no key of ours; webhooks are a static part of the SDK instance.
  const sdk = new Stripe(secretKey);

  const createSession = (form: Record<string, unknown>): StandInSession => {
    const items = (form.line_items as LineItemParam[] | undefined) ?? [];
    const lineItems = items.map((item) => ({
      name: item.price_data?.product_data?.name ?? '',
      unit_amount: Number(item.price_data?.unit_amount ?? 0),
      quantity: Number(item.quantity ?? 1),
    }));
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: String(form.mode ?? 'payment'),
      url: `${origin}/pay/${id}`,
      amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency: String(items[0]?.price_data?.currency ?? 'usd').toLowerCase(),
      payment_status: 'unpaid',
      status: 'open',
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      success_url: String(form.success_url ?? ''),
      cancel_url: String(form.cancel_url ?? ''),
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      customer_details: null,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      line_items: lineItems,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    lastId = id;
    return session;
  };

  const find = (id: string): StandInSession => {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no checkout session ${id}`);
    return session;
  };

  const markPaid = (id: string, email?: string) => {
    const session = find(id);
    session.payment_status = 'paid';
    session.status = 'complete';
    session.customer_details = { email: email ?? session.customer_email ?? 'payer@example.com' };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const payPage = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    if (req.method === 'GET' && payPage) {
      const session = sessions.get(payPage[1]!);
      if (!session) return stripeError(res, 404, 'No such checkout session', 'resource_missing');
      markPaid(session.id, url.searchParams.get('email') ?? undefined);
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return res.end();
    }
    if (!url.pathname.startsWith('/v1/')) return stripeError(res, 404, 'Unrecognized request URL');
    const raw = await readBody(req);
    const body = raw ? parseStripeForm(raw) : {};
    requests.push({ method: req.method ?? '', path: url.pathname, body });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided');
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const session = createSession(body);
      const { line_items: _items, ...wire } = session;
      return sendJson(res, 200, wire);
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const session = sessions.get(decodeURIComponent(one[1]!));
      if (!session) return stripeError(res, 404, `No such checkout.session: '${one[1]}'`, 'resource_missing');
      const { line_items: _items, ...wire } = session;
      return sendJson(res, 200, wire);
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  const signWebhook = (payload: string, secret = webhookSecret) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret });

  return {
    url: origin,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    session: find,
    lastSession: () => (lastId ? sessions.get(lastId) : undefined),
    markPaid,
    markUnpaid(id) {
      const session = find(id);
      session.payment_status = 'unpaid';
      session.status = 'open';
    },
    setAmount(id, amountTotal, currency) {
      const session = find(id);
      session.amount_total = amountTotal;
      if (currency) session.currency = currency;
    },
    signWebhook,
    completedEvent(id, eventId = `evt_test_${randomBytes(10).toString('hex')}`) {
      const { line_items: _items, ...object } = find(id);
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      return { payload, signature: signWebhook(payload), eventId };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
