import { H1 } from '@blueprintjs/core';
import { Link } from 'react-router';

/** Spec §2 not-found screen. */
export function NotFoundPage() {
  return (
    <main className="fel-page">
      <H1>Sorry to leave you hang&apos;n!</H1>
      <p>
        <Link to="/dashboard">Go back to the project list</Link>
      </p>
    </main>
  );
}
