/** The demo client's name (seed.ts makes it; method 3's company figures count demo projects only inside it). */
export const DEMO_ORG_NAME = 'Demo Manufacturing Co.';
