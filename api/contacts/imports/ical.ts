import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

/**
 * ical.js ships a CommonJS build (`require` condition) but only ESM type declarations; this loads the
 * CommonJS build with the ESM types.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const ICAL = require('ical.js') as typeof ICALModule;
export type IcalComponent = InstanceType<typeof ICALModule.Component>;
