import { Button, H1, Icon } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import './error-screen.css';

/**
 * The router's default error screen (spec §2): shows the status or the message. Inside the signed-in
 * frame (`inFrame`) it is a section of the shell's <main>; on its own it is the page's <main>. The title
 * and the message are announced as an alert inside it (a role on the <main> itself would take its landmark away).
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
      <div className="fel-error-alert" role="alert">
        <Icon icon="error" size={48} intent="danger" aria-hidden />
        <H1>Unexpected Application Error!</H1>
        <p className="fel-error-detail">{detail}</p>
      </div>
      <Button intent="primary" text="Back to projects" onClick={() => window.location.assign('/dashboard')} />
    </Container>
  );
}
