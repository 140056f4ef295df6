// The baseline of the graphql-overhead benchmark, run as its own process: Apollo Server 5 on Fastify (the
// same integration as the product) answering the benchmark's two queries with the product's JSON (the
// benchmark checks the bodies are identical), over the same transport with what the product must do too:
// the bearer token verified (server/modules/auth/tokens.ts) and the same compression
// (server/http/client-assets.ts). `{ health }` needs nothing more; `{ viewer { user { name } } }` reads the
// user's name, one statement (the product reads the session from its caller cache and the user's row).
// No plugins, no limits, no caller cache, no error mapping: that is the product's overhead.
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import Fastify from 'fastify';
import postgres from 'postgres';
import { registerCompression } from '../../server/http/client-assets.ts';
import { verifyAccessToken } from '../../server/modules/auth/tokens.ts';

type Context = { userId: string | null };
const secret = process.env.JWT_SECRET ?? '';
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => undefined });

const app = Fastify({ logger: false });
await registerCompression(app);
const apollo = new ApolloServer<Context>({
  typeDefs: 'type Query { health: Boolean! viewer: Viewer } type Viewer { user: User } type User { name: String! }',
  resolvers: {
    Query: { health: () => true, viewer: (_: unknown, __: unknown, ctx: Context) => (ctx.userId ? {} : null) },
    Viewer: {
      user: async (_: unknown, __: unknown, ctx: Context) => {
        const [row] = await sql<{ name: string }[]>`select name from users where id = ${ctx.userId ?? ''}`;
        return row ?? null;
      },
    },
  },
});
apollo.addPlugin(fastifyApolloDrainPlugin(app));
await apollo.start();
await app.register(fastifyApollo(apollo), {
  path: '/graphql',
  context: async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await verifyAccessToken(secret, match[1], new Date()) : null;
    return { userId: claims?.userId ?? null };
  },
});
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => sql.end({ timeout: 5 })).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
