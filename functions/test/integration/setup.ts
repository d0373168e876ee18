/** Before every integration test: no card is remembered as having had a trial (test-support's admin). */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';

beforeEach(forgetTrialCards);
