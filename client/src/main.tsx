// Only the part of Blueprint's stylesheet the sign-in screens use; the rest comes with the signed-in
// screens (ui/blueprint-late.ts). The split is made at build time: client/build/blueprint-css.ts.
import '@blueprintjs/core/lib/css/blueprint.css?part=early';
import './styles.css';
import './ui/icon-loader';
import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { apolloClient } from './apollo';
import { router } from './router';
import { SnackbarProvider } from './ui/snackbar';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BlueprintProvider>
      <ApolloProvider client={apolloClient}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ApolloProvider>
    </BlueprintProvider>
  </StrictMode>,
);
