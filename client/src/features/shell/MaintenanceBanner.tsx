import { useQuery } from '@apollo/client/react';
import { Button, Callout, type Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { BannerColor } from '../../gql/graphql';
import { useSnackbar } from '../../ui/snackbar';

const MaintenanceBannerDocument = graphql(`
  query MaintenanceBanner {
    siteSettings {
      banner
      message
      color
    }
  }
`);

/** Spec §4: none, green (Info), yellow (Maintenance), red (Alert). */
const LOOK: Record<BannerColor, { intent: Intent; label: string }> = {
  none: { intent: 'none', label: 'Notice' },
  green: { intent: 'success', label: 'Info' },
  yellow: { intent: 'warning', label: 'Maintenance' },
  red: { intent: 'danger', label: 'Alert' },
};

// New messages should reach people who keep the app open all day.
const POLL_MS = 5 * 60_000;
const DISMISSED_KEY = 'fel.maintenanceDismissed';

/** The provider's maintenance banner (site settings); dismissing hides this message for the browser tab. */
export function MaintenanceBanner() {
  const { data, error } = useQuery(MaintenanceBannerDocument, { pollInterval: POLL_MS });
  const snackbar = useSnackbar();
  const reported = useRef(false);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));

  useEffect(() => {
    // One message per failure streak: polling must not stack error snackbars.
    if (error && !reported.current) snackbar.error('Error fetching maintenance message.');
    reported.current = Boolean(error);
  }, [error, snackbar]);

  const settings = data?.siteSettings;
  if (!settings?.banner || settings.message.trim() === '') return null;
  const signature = `${settings.color}:${settings.message}`;
  if (dismissed === signature) return null;
  return (
    <BannerView
      color={settings.color}
      message={settings.message}
      onDismiss={() => {
        sessionStorage.setItem(DISMISSED_KEY, signature);
        setDismissed(signature);
      }}
    />
  );
}

/**
 * The banner as users see it; Site Settings previews the same component, so the preview's colours are the
 * banner's. Without onDismiss (the preview) it is not announced and has no close button.
 */
export function BannerView(props: { color: BannerColor; message: string; onDismiss?: () => void }) {
  const look = LOOK[props.color];
  const live = props.onDismiss ? (props.color === 'red' ? 'alert' : 'status') : undefined;
  return (
    <Callout
      intent={look.intent}
      className="fel-banner"
      data-testid={props.onDismiss ? 'maintenance-banner' : 'maintenance-banner-preview'}
      data-color={props.color}
      role={live}
      icon={props.color === 'red' ? 'warning-sign' : props.color === 'yellow' ? 'wrench' : 'info-sign'}
    >
      <div className="fel-banner-content">
        <p>
          <strong>{look.label}:</strong> {props.message}
        </p>
        {props.onDismiss && <Button variant="minimal" icon="cross" aria-label="Dismiss message" onClick={props.onDismiss} />}
      </div>
    </Callout>
  );
}
