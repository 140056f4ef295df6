import { useLocation } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** /dashboard/error: the not-found screen, with the reason when a screen sent one (navigate(…, { state: { message } })). */
export function ErrorPage() {
  const state: unknown = useLocation().state;
  const message = isRecord(state) && typeof state.message === 'string' ? state.message : null;
  return <NotFoundPage detail={message} />;
}
