import { z } from 'zod';
import { str } from './text-field.ts';
import { MSG } from './validation.ts';

// The Site settings screen's rules (spec §4, §5): the server parses updateSiteSettings (and the legacy body)
// with SiteSettingsSchema, and the client's form checks the same schema before sending.

/** Spec §4: none, green (Info), yellow (Maintenance) or red (Alert). */
export const BANNER_COLORS = ['none', 'green', 'yellow', 'red'] as const;
export type BannerColor = (typeof BANNER_COLORS)[number];

export const BANNER_MESSAGE_MAX = 500;

/** The maintenance banner: on or off, its message (required while on) and its colour. */
export const SiteSettingsSchema = z
  .object({
    banner: z.boolean({ error: 'Must be true or false' }),
    message: str(BANNER_MESSAGE_MAX)
      .nullish()
      .transform((v) => (v ?? '').trim()),
    color: z.enum(BANNER_COLORS, { error: 'Choose none, green, yellow or red' }),
  })
  .superRefine((v, c) => {
    // A banner that is on must say something.
    if (v.banner && v.message === '') c.addIssue({ code: 'custom', path: ['message'], message: MSG.required });
  });
export type SiteSettingsFormValues = z.input<typeof SiteSettingsSchema>;
/** The settings as saved: the message trimmed. */
export type SiteSettingsValues = z.output<typeof SiteSettingsSchema>;
