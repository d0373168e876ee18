/** The reports name the states as the contracts do, so the pages and the alert mails agree. */
export { STATE_NAMES } from '@cannabis-reports/contracts';
