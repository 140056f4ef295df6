import type { Mailer } from '../../server/mail/mailer.ts';
import type { TestApp } from './test-app.ts';

/** Runs `fn` while every mail the app sends fails (an SMTP server that is down), then restores the mailer. */
export async function withFailingMail<T>(app: TestApp, fn: () => Promise<T>): Promise<T> {
  const working = app.deps.mailer;
  const failing: Mailer = {
    send: async () => {
      throw new Error('SMTP server unavailable');
    },
    close: () => undefined,
  };
  app.deps.mailer = failing;
  try {
    return await fn();
  } finally {
    app.deps.mailer = working;
  }
}
