import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * The router's default error screen (spec §2): shows the status or the message. Inside the signed-in
 * frame (`inFrame`) it is a section of the shell's <main>; on its own it is the page's <main>.
 */
export function ErrorScreen({ inFrame = false }: { inFrame?: boolean }) {
  const Container = inFrame ? 'section' : 'main';
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <Container className="fel-error-screen" data-testid="error-screen">
      <NonIdealState
        icon="error"
        title={<H1>Unexpected Application Error!</H1>}
        description={<p className="fel-error-detail">{detail}</p>}
        action={<Button intent="primary" text="Back to projects" onClick={() => window.location.assign('/dashboard')} />}
      />
    </Container>
  );
}
