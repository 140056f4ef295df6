import { z } from 'zod';
import { defineQuery, noObject } from '../../commands/operation.ts';
import { type OutboxStatus, readOutboxStatus } from '../../mail/outbox.queries.ts';

/** Queued and undelivered mail with the last error, for the Site Settings screen (provider Admin). */
export const getMailDeliveryStatus = defineQuery({
  name: 'mail.deliveryStatus',
  input: z.object({}),
  action: 'provider.manage',
  ...noObject,
  run: (ctx, db): Promise<OutboxStatus> => readOutboxStatus(db, ctx.mail.options.queue),
});
