import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { MailOutbox } from './mail/outbox-worker.ts';
import type { CallerCache } from './modules/auth/caller-cache.ts';
import type { PasswordHasher } from './modules/auth/password-hasher.ts';
import type { Viewer } from './policies/viewer.ts';

export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** Long-lived parts every service uses; built once at boot. */
export type Deps = {
  db: Db;
  config: Config;
  /** The mail outbox worker: services enqueue mail in their transaction, then wake it. */
  mail: MailOutbox;
  hasher: PasswordHasher;
  /** The current time; tests may replace it. */
  now: () => Date;
  log: Logger;
  /** This instance's verified callers (sessions, API tokens), forgotten on every revocation (auth/caller-cache.ts). */
  callers: CallerCache;
};

export type RequestMeta = { ip: string; userAgent: string };

/** What a service call knows about its caller. Services never see HTTP. */
export type ServiceCtx = Deps & {
  viewer: Viewer | null;
  /** Set between a password sign-in and its second factor: the user the second-factor calls are for. */
  pendingSecondFactorUserId: string | null;
  meta: RequestMeta;
};
