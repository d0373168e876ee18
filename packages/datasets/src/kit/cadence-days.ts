/** How long a source may go without a change, by its publisher's cadence (a source's `expectedChangeDays`). */

/** A month and a half: monthly publishers come out some days into the next month (CT on or after the 10th). */
export const MONTHLY = 45;
/** A quarter and a few weeks: a quarterly release may slip into the next month. */
export const QUARTERLY = 120;
/** A year and a month: yearly releases slip by weeks. */
export const YEARLY = 400;
/** A live list republished daily: a week without any change means the fetch or the publisher stopped. */
export const LIVE = 7;
