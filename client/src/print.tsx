// The print entry (print.html, served at /print/report/{key}): the saved report's pages alone, for the
// server's PDF renderer (server/modules/reports/report-pdf.ts). It loads only what those pages need (no
// shell, no session, no other screen), so headless Chromium has little to fetch and parse per PDF.
import '@blueprintjs/core/lib/css/blueprint.css?part=early';
import './styles.css';
import './ui/icon-loader';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apolloClient } from './apollo';
import { PrintReportPage } from './features/reports/PrintReportPage';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from print.html');

const router = createBrowserRouter([{ path: '/print/report/:reportKey', Component: PrintReportPage }]);

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
