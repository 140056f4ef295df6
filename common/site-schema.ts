import { z } from 'zod';
import { str } from './text-field.ts';

// The project site form's rules (one of the organization's plants, and a location on it) as zod schemas: the
// server parses a site's fields with them and the workspace's Sites section checks the same before sending.

export const PLANT_REQUIRED = 'Choose a plant';
export const LOCATION_MAX = 300;

/** One rule per field of a site (whether the plant is one of the organization's is the server's check). */
export const siteFieldRules = {
  plantName: str(200)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, PLANT_REQUIRED)),
  location: str(LOCATION_MAX).transform((v) => v.trim()),
};

/** The "Add site" row. */
export const SiteFormSchema = z.object(siteFieldRules);
export type SiteFormValues = z.input<typeof SiteFormSchema>;

/** A site's location edited in its row. */
export const SiteLocationFormSchema = z.object({ location: siteFieldRules.location });
export type SiteLocationFormValues = z.input<typeof SiteLocationFormSchema>;
