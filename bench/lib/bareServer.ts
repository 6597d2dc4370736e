/**
 * The bare baseline: Fastify 5 with the server's logger setting and one JSON route, started in its own
 * process exactly like the server, so answers_per_s / bare_per_s compares the exam code with the
 * framework and HTTP cost alone. The route takes the same JSON body as an answer and answers {ok:true}.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: 1_048_576 });
app.get('/health', async () => ({ ok: true }));
app.post('/bare', async () => ({ ok: true }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
