import { Button, Callout } from '@blueprintjs/core';
import { endOfDay, parseISO } from 'date-fns';
import Cookies from 'js-cookie';
import { useState } from 'react';
import type { SessionViewer } from '../../auth/session-api';
import { daysLeftText, expiryBannerShows, expiryStage } from './licence-expiry';
import { formatLongDay } from '../../ui/dates';

type Organization = SessionViewer['organization'];

/**
 * Spec §4/§9: a reminder 60–46, 45–31, 30–16 and 15–1 days before the licence due date. Dismissing a
 * stage sets its cookie (expire60 … expire15) until the due date; in the last 10 days it comes back on
 * every visit. The cookie holds the due date it was dismissed for, so a renewal starts afresh.
 */
export function LicenceExpiryBanner({ organization }: { organization: Organization }) {
  const [dismissedNow, setDismissedNow] = useState(false);
  const stage = organization.isProvider ? null : expiryStage(organization.licenseDaysLeft);
  if (!stage || dismissedNow || !expiryBannerShows(stage, Cookies.get(stage.cookie), organization.licenseDue)) return null;
  const due = parseISO(organization.licenseDue);
  const dismiss = () => {
    Cookies.set(stage.cookie, organization.licenseDue, { expires: endOfDay(due), path: '/', sameSite: 'strict' });
    setDismissedNow(true);
  };
  return (
    <Callout
      intent={stage.intent}
      icon="time"
      className="fel-banner"
      data-testid="licence-expiry-banner"
      data-stage={stage.from}
      role="status"
    >
      <div className="fel-banner-content">
        <p>
          <strong>Your organization’s licence expires {daysLeftText(organization.licenseDaysLeft)}</strong> ({formatLongDay(organization.licenseDue)}).
          After that date nobody in {organization.name} can sign in until it is renewed: ask your point of contact to renew it.
        </p>
        <Button variant="minimal" icon="cross" aria-label="Dismiss licence reminder" onClick={dismiss} />
      </div>
    </Callout>
  );
}
