import { env } from './env';
import { paths } from './paths';

/** What each route is called in the document title; any other path is the not-found page. */
const pageNames: Record<string, string> = {
  [paths.signIn]: 'Sign in',
  [paths.register]: 'Create your account',
  [paths.forgotPassword]: 'Reset password',
  [paths.verify]: 'Email verification',
  [paths.paymentSuccess]: 'Payment',
  [paths.paymentCancelled]: 'Payment cancelled',
  [paths.demo]: 'Demo',
  [paths.dashboard]: 'Upgrade',
  [paths.reports]: 'Reports',
  [paths.profile]: 'Profile',
};

/** 'Reports · Cannabis Market Reports': the page first, so tabs and history tell pages apart. */
export function documentTitle(pathname: string): string {
  return `${pageNames[pathname] ?? 'Page not found'} · ${env.companyName}`;
}
