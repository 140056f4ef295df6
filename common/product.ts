/** Product identity shown in the UI, mail and messages. */
export const PRODUCT_NAME = 'FEL Assess';
export const TAGLINE = 'Excellence Through Measurement';
export const VERSION = '7.2.15';
export const DEFAULT_COPYRIGHT_YEAR = 2023;
