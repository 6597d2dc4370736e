import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * CONTRACT (issue 8) — implemented by the AI core work. A local HTTP server that speaks the wire format of
 * both providers for the calls the server makes, so the official SDKs (openai, @google/genai) reach it over
 * a real connection through their base URL options:
 *  - Open AI: POST {openAiBaseUrl}/chat/completions (Authorization: Bearer <key>), answers a chat.completion
 *    with usage { prompt_tokens, completion_tokens, total_tokens }.
 *  - Gemini AI: POST {geminiBaseUrl}/v1beta/models/<model>:generateContent (x-goog-api-key: <key>), answers
 *    candidates[0].content.parts[0].text with usageMetadata { promptTokenCount, candidatesTokenCount,
 *    totalTokenCount } and responseId.
 * A wrong key answers the provider's 401 / 400-API_KEY_INVALID error body.
 *
 * Default replies (when a test sets no `reply`): plain text 'Generated: <prompt's last line>'; for the
 * 'instructions' schema, N instructions; for the 'questions' schema, N valid questions of the type the
 * prompt names, N read from the prompt line 'Count: N' and the type from 'Question type: option |
 * descriptive | trueFalse | shortAnswer | numerical | matching | ordering' (the generation prompts must
 * contain both lines); the last four in their own structured forms (answers, pairs, items…).
 */
export interface AiStandInRequest {
  provider: 'openai' | 'gemini';
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  model: string;
  /** The system instruction and the user prompt, joined by a blank line. */
  prompt: string;
  /** The JSON schema asked for (structured output), with its name for Open AI; null for plain text. */
  jsonSchema: Record<string, unknown> | null;
  schemaName: string | null;
}

export type AiStandInReply =
  /** A normal answer with this text (usage defaults to counts derived from the lengths). */
  | { text: string; promptTokens?: number; completionTokens?: number }
  /** An HTTP error in the provider's error format. */
  | { status: number; message?: string }
  /** Answer only after this long (timeouts). */
  | { delayMs: number; then?: AiStandInReply }
  /** A 200 whose body is not the provider's format at all. */
  | { rawBody: string };

export interface AiStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What OPENAI_BASE_URL / the openAiBaseUrl setting must be (url + '/v1'). */
  openAiBaseUrl: string;
  /** What GEMINI_BASE_URL / the geminiBaseUrl setting must be. */
  geminiBaseUrl: string;
  /** The one key both providers accept; any other key is refused as the providers do. */
  apiKey: string;
  /** Every request received, in order. */
  requests: AiStandInRequest[];
  /** Decides the next replies; null restores the defaults. */
  setReply(reply: ((request: AiStandInRequest) => AiStandInReply | Promise<AiStandInReply>) | null): void;
  /** The default reply for a request (tests may wrap it). */
  defaultReply(request: AiStandInRequest): AiStandInReply;
  close(): Promise<void>;
}

const STAND_IN_KEY = 'stand-in-ai-key-4f1c';
const GEMINI_PATH = /^\/v1beta\/models\/([^/:]+):generateContent$/;

/** Google's status names for the HTTP codes (google.rpc.Code), as its error bodies carry them. */
const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const OPENAI_ERROR_TYPE = (status: number) =>
  status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';

const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

const textOfParts = (content: unknown): string =>
  ((content as { parts?: { text?: string }[] } | undefined)?.parts ?? []).map((p) => p.text ?? '').join('');

const textOfMessage = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: string }) => part.text ?? '').join('')
      : '';

/** Reads what the OpenAI SDK sent for chat.completions.create. */
function openAiRequest(path: string, headers: IncomingMessage['headers'], body: any): AiStandInRequest {
  const messages: { role: string; content: unknown }[] = Array.isArray(body?.messages) ? body.messages : [];
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => m.content);
  const user = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const format = body?.response_format;
  const jsonSchema = format?.type === 'json_schema' ? (format.json_schema ?? null) : null;
  return {
    provider: 'openai',
    path,
    headers,
    body,
    model: String(body?.model ?? ''),
    prompt: [...system, ...user].map(textOfMessage).join('\n\n'),
    jsonSchema: jsonSchema?.schema ?? null,
    schemaName: jsonSchema?.name ?? null,
  };
}

/** Reads what @google/genai sent for models.generateContent. */
function geminiRequest(path: string, model: string, headers: IncomingMessage['headers'], body: any) {
  const contents: unknown[] = Array.isArray(body?.contents) ? body.contents : [];
  const parts = [body?.systemInstruction ? textOfParts(body.systemInstruction) : null, ...contents.map(textOfParts)];
  const config = body?.generationConfig ?? {};
  const request: AiStandInRequest = {
    provider: 'gemini',
    path,
    headers,
    body,
    model,
    prompt: parts.filter((p): p is string => p !== null).join('\n\n'),
    jsonSchema: config.responseJsonSchema ?? config.responseSchema ?? null,
    schemaName: null,
  };
  return request;
}

/** 'instructions' / 'questions' from the schema's name (Open AI) or its one required property (Gemini). */
function schemaKind(request: AiStandInRequest): string | null {
  if (request.schemaName) return request.schemaName;
  const required = (request.jsonSchema?.required as string[] | undefined) ?? [];
  return required.length === 1 ? required[0]! : null;
}

function questionItem(type: string, index: number, serial: number) {
  const question = `Stand-in ${type} question ${index} (#${serial})?`;
  const marks = (index % 5) + 1;
  const explanation = `Explanation of question ${index}`;
  if (type === 'descriptive') return { question, options: [], correctOptions: [], explanation, marks };
  if (type === 'trueFalse')
    return { question, options: ['True', 'False'], correctOptions: [index % 2], explanation, marks };
  // The question engine's types (issue 22), each in its own structured form.
  const tag = `${index} (#${serial})`;
  if (type === 'shortAnswer')
    return {
      question,
      answers: [
        { text: `Answer ${tag}`, percent: 100 },
        { text: `Near answer ${tag}`, percent: 50 },
      ],
      caseSensitive: false,
      explanation,
      marks,
    };
  if (type === 'numerical')
    return {
      question,
      answers: [{ value: index * 10 + serial / 1000, tolerance: 0.5, percent: 100 }],
      units: [],
      explanation,
      marks,
    };
  if (type === 'matching')
    return {
      question,
      pairs: [1, 2, 3].map((n) => ({ stem: `Stem ${n} of ${tag}`, choice: `Match ${n} of ${tag}` })),
      distractors: [`Distractor of ${tag}`],
      explanation,
      marks,
    };
  if (type === 'ordering')
    return { question, items: [1, 2, 3, 4].map((n) => `Step ${n} of ${tag}`), explanation, marks };
  const options = [1, 2, 3, 4].map((n) => `Option ${n} of ${index} (#${serial})`);
  return { question, options, correctOptions: [index % 4], explanation, marks };
}

/** Starts the stand-in on 127.0.0.1 and a free port. */
export async function startAiStandIn(): Promise<AiStandIn> {
  const requests: AiStandInRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let serial = 0;
  let closed = false;
  let replyFn: ((request: AiStandInRequest) => AiStandInReply | Promise<AiStandInReply>) | null = null;

  function defaultReply(request: AiStandInRequest): AiStandInReply {
    const kind = schemaKind(request);
    const count = Number(/Count:\s*(\d+)/.exec(request.prompt)?.[1] ?? 3);
    const indexes = Array.from({ length: count }, (_, i) => i + 1);
    if (kind === 'instructions') {
      const batch = ++serial;
      return { text: JSON.stringify({ instructions: indexes.map((i) => `Stand-in instruction ${i} (#${batch})`) }) };
    }
    if (kind === 'questions') {
      const type =
        /Question type:\s*(option|descriptive|trueFalse|shortAnswer|numerical|matching|ordering)\b/.exec(
          request.prompt,
        )?.[1] ?? 'option';
      const batch = ++serial;
      return { text: JSON.stringify({ questions: indexes.map((i) => questionItem(type, i, batch)) }) };
    }
    const lines = request.prompt.trim().split('\n');
    return { text: `Generated: ${lines[lines.length - 1]!.trim()}` };
  }

  const send = (res: ServerResponse, status: number, body: string) => {
    if (closed || res.destroyed || res.writableEnded) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  };

  function sendError(res: ServerResponse, request: AiStandInRequest, status: number, message: string) {
    if (request.provider === 'openai') {
      const error = { message, type: OPENAI_ERROR_TYPE(status), param: null, code: null };
      return send(res, status, JSON.stringify({ error }));
    }
    const error = { code: status, message, status: GOOGLE_STATUS[status] ?? 'UNKNOWN' };
    send(res, status, JSON.stringify({ error }));
  }

  /** The providers' own answers to a wrong key (OpenAI 401 invalid_api_key, Google 400 API_KEY_INVALID). */
  function sendKeyRejected(res: ServerResponse, request: AiStandInRequest) {
    if (request.provider === 'openai') {
      const error = {
        message:
          'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      };
      return send(res, 401, JSON.stringify({ error }));
    }
    const message = 'API key not valid. Please pass a valid API key.';
    const error = {
      code: 400,
      message,
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'generativelanguage.googleapis.com' },
        },
        { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message },
      ],
    };
    send(res, 400, JSON.stringify({ error }));
  }

  function sendText(res: ServerResponse, request: AiStandInRequest, reply: { text: string } & Record<string, any>) {
    const promptTokens: number = reply.promptTokens ?? tokensOf(request.prompt);
    const completionTokens: number = reply.completionTokens ?? tokensOf(reply.text);
    const id = ++serial;
    if (request.provider === 'openai') {
      const body = {
        id: `chatcmpl-standin-${id}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.text, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      };
      return send(res, 200, JSON.stringify(body));
    }
    const body = {
      candidates: [{ content: { parts: [{ text: reply.text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
      usageMetadata: {
        promptTokenCount: promptTokens,
        candidatesTokenCount: completionTokens,
        totalTokenCount: promptTokens + completionTokens,
      },
      modelVersion: request.model,
      responseId: `standin-gemini-${id}`,
    };
    send(res, 200, JSON.stringify(body));
  }

  /** Waits, unless the stand-in closes first (then the request is simply dropped). */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      timers.add(entry);
    });

  async function answer(res: ServerResponse, request: AiStandInRequest, reply: AiStandInReply): Promise<void> {
    if ('delayMs' in reply) {
      await wait(reply.delayMs);
      return answer(res, request, reply.then ?? defaultReply(request));
    }
    if ('rawBody' in reply) return send(res, 200, reply.rawBody);
    if ('status' in reply)
      return sendError(res, request, reply.status, reply.message ?? `Stand-in error ${reply.status}`);
    sendText(res, request, reply);
  }

  function parseRequest(req: IncomingMessage, raw: string): AiStandInRequest | null {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body: any = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    if (req.method === 'POST' && url.pathname === '/v1/chat/completions') {
      return openAiRequest(url.pathname, req.headers, body);
    }
    const gemini = req.method === 'POST' ? GEMINI_PATH.exec(url.pathname) : null;
    if (gemini) return geminiRequest(url.pathname, decodeURIComponent(gemini[1]!), req.headers, body);
    return null;
  }

  function keyOf(req: IncomingMessage, request: AiStandInRequest): string | undefined {
    if (request.provider === 'openai') return /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const header = req.headers['x-goog-api-key'];
    return typeof header === 'string' ? header : (new URL(req.url ?? '/', 'http://x').searchParams.get('key') ?? '');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const request = parseRequest(req, raw);
    if (!request) return send(res, 404, JSON.stringify({ error: { message: 'Not found', code: 404 } }));
    requests.push(request);
    if (keyOf(req, request) !== STAND_IN_KEY) return sendKeyRejected(res, request);
    const reply = replyFn ? await replyFn(request) : defaultReply(request);
    await answer(res, request, reply);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) =>
        send(res, 500, JSON.stringify({ error: { message: String(error), code: 500 } })),
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('AI stand-in has no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    openAiBaseUrl: `${url}/v1`,
    geminiBaseUrl: url,
    apiKey: STAND_IN_KEY,
    requests,
    setReply(reply) {
      replyFn = reply;
    },
    defaultReply,
    async close() {
      // Delayed answers are dropped and open connections cut, so close never waits for a slow test reply.
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
