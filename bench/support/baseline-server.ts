// The baseline of the HTTP benchmarks, run as its own process: a bare Fastify instance (no logging, no
// plugins) whose POST /baseline parses a JSON body and answers a small JSON object. What a route of the
// real app costs beyond this is the app's own work (argon2, SQL, JWT, cookies, hooks).
import Fastify from 'fastify';

const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/baseline', async (request) => {
  const body: unknown = request.body;
  const fields = typeof body === 'object' && body !== null ? Object.keys(body).length : 0;
  return { status: 'success', fields };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
