import { type OutboxStatus, readOutboxStatus } from '../../mail/outbox.queries.ts';
import { authorize } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';

/** Queued and undelivered mail with the last error, for the Site Settings screen (provider Admin). */
export async function getMailDeliveryStatus(ctx: ServiceCtx): Promise<OutboxStatus> {
  authorize(ctx.viewer, 'provider.manage', null);
  return readOutboxStatus(ctx.db, ctx.mail.options.queue);
}
