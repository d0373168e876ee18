import { formatPeriod } from '@cannabis-reports/contracts';

/** A period as the mails write it: the product's way ('Oct 2025'), a week named by its first day ('week of Oct 6, 2025'). */
export const formatAlertPeriod = (period: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(period) ? `week of ${formatPeriod(period)}` : formatPeriod(period);
