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
  resetPassword: 'Choose a new password',
  verify: 'Email verification',
  paymentSuccess: 'Payment',
  paymentCancelled: 'Payment cancelled',
  demo: 'Demo',
  dashboard: 'Upgrade',
  reports: 'Reports',
  profile: 'Profile',
  teamAccept: 'Join a team',
  data: 'Data sources',
  dataset: 'Dataset history',
  developers: 'Data API',
};

/** Each route's path as a pattern: a `:name` segment matches any one segment. */
const pageNames = Object.entries(names).map(([route, name]) => {
  const path = paths[route as keyof typeof names].replace(/:\w+/g, '[^/]+');
  return { pattern: new RegExp(`^${path}$`), name };
});

/** 'Reports · Cannabis Market Reports': the page first, so tabs and history tell pages apart. */
export function documentTitle(pathname: string): string {
  const page = pageNames.find(({ pattern }) => pattern.test(pathname));
  return `${page?.name ?? 'Page not found'} · ${env.companyName}`;
}
