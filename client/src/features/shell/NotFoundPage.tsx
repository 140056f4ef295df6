import { Callout, H1, Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useAppInfo } from './app-info';
import './shell.css';

/**
 * Spec §2 not-found screen: unknown signed-in paths, routes the viewer may not open, and /dashboard/error.
 * A denied route looks the same as a missing one, so the screen never confirms that something exists.
 */
export function NotFoundPage({ detail = null }: { detail?: string | null }) {
  const appInfo = useAppInfo();
  return (
    <section className="fel-page fel-not-found" aria-labelledby="fel-not-found-title" data-testid="not-found">
      <Icon icon="path-search" size={48} className="fel-not-found-icon" aria-hidden />
      <H1 id="fel-not-found-title">Sorry to leave you hang&apos;n!</H1>
      {detail && (
        <Callout intent="warning" compact className="fel-not-found-detail">
          {detail}
        </Callout>
      )}
      <p>We can&apos;t show the page you asked for. Here is what you can do:</p>
      <ol className="fel-not-found-steps">
        <li>
          <Link to="/dashboard">Go back to the project list</Link>.
        </li>
        <li>Check the URL for a typo.</li>
        <li>Close your browser, open it again and sign in again.</li>
        <li>
          Contact support
          {appInfo && (
            <>
              {' '}
              at <a href={`mailto:${appInfo.supportEmail}`}>{appInfo.supportEmail}</a>
            </>
          )}
          .
        </li>
        <li>If all else fails, blame the schedule. Everyone else does.</li>
      </ol>
    </section>
  );
}
