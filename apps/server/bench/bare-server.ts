// The yardstick for `npm run bench`: a bare Fastify route answering a fixed JSON body of a given size,
// with nothing of ours in the way (no database, no plugins). Each endpoint's rate is printed against it.
import Fastify from 'fastify';

const size = Number(process.env.BARE_BYTES ?? 4096);
const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify({ detail: 'x'.repeat(Math.max(0, size - 14)) });

const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
