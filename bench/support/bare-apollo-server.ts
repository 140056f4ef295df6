// The baseline of the trivial-query benchmark, run as its own process: Apollo Server 5 on Fastify (the
// same integration as the product) answering `{ hello }`, with no plugins, no context, no limits.
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const apollo = new ApolloServer({ typeDefs: 'type Query { hello: Boolean! }', resolvers: { Query: { hello: () => true } } });
apollo.addPlugin(fastifyApolloDrainPlugin(app));
await apollo.start();
await app.register(fastifyApollo(apollo), { path: '/graphql' });
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
