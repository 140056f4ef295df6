import { Callout } from '@blueprintjs/core';
import { useEffect, useSyncExternalStore } from 'react';
import { preloadIcons } from '../../ui/icon-loader';
import { useUnsavedCount } from '../projects/autosave/AnswerQueueProvider';
import { plural } from '../../../../common/plural';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online (updates on the online / offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/** While the browser is offline: answers are kept in this browser and saved when the connection returns. */
export function OfflineBanner() {
  const online = useOnline();
  const unsaved = useUnsavedCount();
  // The icons of the offline banner, the phase's save summary and a save retrying or refused.
  useEffect(() => preloadIcons(['offline', 'refresh', 'warning-sign', 'error']), []);
  if (online) return null;
  return (
    <Callout intent="warning" icon="offline" className="fel-banner" role="status" data-testid="offline-banner">
      <div className="fel-banner-content">
        <p>
          <strong>You are offline.</strong> Answers you change are kept in this browser and saved when the connection returns
          {unsaved > 0 ? ` (${plural(unsaved, 'answer')} waiting)` : ''}.
        </p>
      </div>
    </Callout>
  );
}
