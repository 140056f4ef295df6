import type autocannon from 'autocannon';

const SLOT_HEADER = 'x-bench-connection';

/**
 * State per autocannon connection that outlives one request (a refresh cookie rotated on every use).
 * autocannon resets a connection's `context` after every pass through `requests`, so the state is kept
 * here by connection slot: setupClient tags each connection with a slot header, setupRequest reads the
 * slot (and strips the header before sending) and ties that pass's context to it, and onResponse finds
 * the slot again from the context.
 */
export class PerConnection<T> {
  private next = 0;
  private readonly slotOfContext = new WeakMap<object, number>();

  constructor(private readonly values: T[]) {}

  /** For `setupClient`: gives the connection the next slot. */
  attach(client: autocannon.Client): void {
    if (this.next >= this.values.length) throw new Error(`more connections than prepared states (${this.values.length})`);
    client.setHeaders({ [SLOT_HEADER]: String(this.next++) });
  }

  /** For `setupRequest`: the state of the connection sending this request (undefined before `attach`). */
  state(request: autocannon.Request, context: object): T | undefined {
    const slot = Number(request.headers?.[SLOT_HEADER]);
    if (!Number.isInteger(slot)) return undefined;
    this.slotOfContext.set(context, slot);
    return this.values[slot];
  }

  /** The request's headers without the slot tag, which is not meant for the server. */
  headersWithoutSlot(request: autocannon.Request): Record<string, string | string[] | undefined> {
    const { [SLOT_HEADER]: _slot, ...rest } = request.headers ?? {};
    return rest;
  }

  /** For `onResponse`: replaces the state of the connection whose request this context belongs to. */
  update(context: object, value: T): void {
    const slot = this.slotOfContext.get(context);
    if (slot !== undefined) this.values[slot] = value;
  }
}
