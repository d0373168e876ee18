import { env } from './env';
import { paths } from './paths';

/**
 * What each route of the app is called in the document title, by its name in `paths`: a route
 * added there without a title here fails to compile. The framed demo report is a page of its
 * own (embed.html) with its own title. Any other path is the not-found page.
 */
const names: Record<Exclude<keyof typeof paths, 'embedDemo'>, string> = {
  signIn: 'Sign in',
  register: 'Create your account',
  forgotPassword: 'Reset password',
  verify: 'Email verification',
  paymentSuccess: 'Payment',
  paymentCancelled: 'Payment cancelled',
  demo: 'Demo',
  dashboard: 'Upgrade',
  reports: 'Reports',
  profile: 'Profile',
  data: 'Data sources',
  developers: 'Data API',
};

const pageNames = new Map<string, string>(
  Object.entries(names).map(([route, name]) => [paths[route as keyof typeof names], name]),
);

/** 'Reports · Cannabis Market Reports': the page first, so tabs and history tell pages apart. */
export function documentTitle(pathname: string): string {
  return `${pageNames.get(pathname) ?? 'Page not found'} · ${env.companyName}`;
}
