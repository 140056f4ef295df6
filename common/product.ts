/** Product identity shown in the UI, mail and messages. */
export const PRODUCT_NAME = 'FEL Assess';
export const TAGLINE = 'Excellence Through Measurement';
export const VERSION = '7.2.15';
export const DEFAULT_COPYRIGHT_YEAR = 2023;

/** Seconds between two second-factor code mails (RESEND CODE waits this long after a code was sent). */
export const SECOND_FACTOR_RESEND_SECONDS = 30;
