import { Outlet, useParams } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

// Project keys are UUIDs. Every other /dashboard/<segment> is an unknown signed-in path (spec §2: it shows
// the error page); a well-formed key that is not the viewer's is for the project screens to answer.
const PROJECT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lets /dashboard/:pkey/* through only for a well-formed project key. */
export function ProjectKeyGuard() {
  const { pkey } = useParams();
  return pkey && PROJECT_KEY.test(pkey) ? <Outlet /> : <NotFoundPage />;
}
