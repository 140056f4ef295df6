import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's default error screen (spec §2): shows the status or the message. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main className="fel-error-screen">
      <NonIdealState
        icon="error"
        title={<H1>Unexpected Application Error!</H1>}
        description={<p className="fel-error-detail">{detail}</p>}
        action={<Button intent="primary" text="Back to projects" onClick={() => window.location.assign('/dashboard')} />}
      />
    </main>
  );
}
