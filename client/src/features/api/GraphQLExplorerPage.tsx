import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { H1, Spinner } from '@blueprintjs/core';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import { authFetch } from '../../auth/session-renewal';
import { EmptyState } from '../../ui/EmptyState';
import { useGraphiQLTabRoles } from './graphiql-tab-roles';
import './explorer.css';

// GraphiQL, bundled with the client as its own lazy route: the editor's workers and styles come from this
// build, nothing from a CDN. The schema comes from /graphql/schema.graphql (introspection is off in
// production); queries run with the signed-in user's session, as the product's own screens do.

const fetcher = createGraphiQLFetcher({ url: '/graphql', fetch: authFetch });

const DEFAULT_QUERY = `# Projects of your organization with the latest FEL Index of each phase.
# See docs/api/graphql.md for authentication with an API token, paging, errors and limits.
query Projects {
  projects(filter: { status: all }, first: 50) {
    total
    nodes {
      key
      name
      fel2: latestFelIndex(phase: fel2)
      fel3: latestFelIndex(phase: fel3)
    }
  }
}
`;

/** /dashboard/api-explorer: the GraphQL explorer (development, or production with GRAPHQL_EXPLORER=1). */
export function GraphQLExplorerPage() {
  const [schema, setSchema] = useState<GraphQLSchema | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    authFetch('/graphql/schema.graphql')
      .then(async (response) => {
        if (!response.ok) throw new Error(`The schema could not be loaded (HTTP ${response.status}).`);
        const sdl = await response.text();
        if (live) setSchema(buildSchema(sdl));
      })
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : 'The schema could not be loaded.'));
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <EmptyState level={1} icon="error" title={failed} />;
  if (!schema) return <Spinner aria-label="Loading the schema" className="fel-page" />;
  return <Explorer schema={schema} />;
}

/** GraphiQL with the schema loaded: a section of the shell's <main>, under the screen's one h1. */
function Explorer({ schema }: { schema: GraphQLSchema }) {
  const editor = useRef<HTMLDivElement>(null);
  useGraphiQLTabRoles(editor);
  return (
    <section className="fel-explorer" aria-labelledby="fel-explorer-title">
      <H1 id="fel-explorer-title" className="fel-explorer-title">
        GraphQL explorer
      </H1>
      <div className="fel-explorer-editor" ref={editor}>
        <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={DEFAULT_QUERY} />
      </div>
    </section>
  );
}
