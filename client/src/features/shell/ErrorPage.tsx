import { NotFoundPage } from './NotFoundPage';

/** /dashboard/error */
export function ErrorPage() {
  return <NotFoundPage />;
}
