import { useQuery } from '@apollo/client/react';
import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { graphql } from '../../../gql';
import { formatInstant } from '../../../ui/dates';
import { plural, pluralNoun } from '../../../../../common/plural';

const MailDeliveryQuery = graphql(`
  query AdminMailDelivery {
    mailDeliveryStatus {
      queued
      undelivered
      lastError
      lastErrorAt
      oldestUndeliveredAt
    }
  }
`);

const mails = (n: number) => plural(n, 'mail');

/** Site Settings, Admin only: mail the product has not delivered yet (count and last error), from the mail outbox. */
export function MailDeliveryPanel() {
  const { data, error, loading, refetch } = useQuery(MailDeliveryQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const status = data?.mailDeliveryStatus;
  return (
    <section className="fel-mail-delivery" aria-labelledby="mail-delivery-title">
      <H2 id="mail-delivery-title" className="fel-section-title">Mail delivery</H2>
      {status ? (
        status.undelivered > 0 ? (
          <Callout intent="danger" icon="envelope" title={`${mails(status.undelivered)} not delivered`} role="status">
            <p>
              The mail server did not accept {pluralNoun(status.undelivered, 'it', 'them')} yet. Mail is retried automatically until its code or link expires
              {status.oldestUndeliveredAt ? `; the oldest was queued ${formatInstant(status.oldestUndeliveredAt)}` : ''}.
            </p>
            {status.lastError && (
              <p>
                Last error{status.lastErrorAt ? ` (${formatInstant(status.lastErrorAt)})` : ''}: <code className="fel-mail-error">{status.lastError}</code>
              </p>
            )}
          </Callout>
        ) : (
          <Callout intent={status.queued > 0 ? 'primary' : 'success'} icon="envelope" role="status">
            {status.queued > 0 ? `${mails(status.queued)} waiting to be sent.` : 'All mail has been delivered.'}
          </Callout>
        )
      ) : error ? (
        <Callout intent="danger" role="alert">
          The mail delivery status could not be loaded.
        </Callout>
      ) : (
        <Spinner size={20} aria-label="Loading mail delivery status" />
      )}
      <div className="fel-admin-actions">
        <Button text="Refresh" icon="refresh" loading={loading} onClick={() => void refetch()} />
      </div>
    </section>
  );
}
