/** The markets' names are the contracts', so the pages and the alert mails name a state alike. */
export { stateName } from '@cannabis-reports/contracts';
