import { expect, it } from 'vitest';
import { documentTitle } from './page-titles';
import { paths } from './paths';

it('names every route of the app in the document title, and only unknown paths as not found', () => {
  expect(documentTitle(paths.data)).toMatch(/^Data sources · /);
  for (const [route, path] of Object.entries(paths)) {
    if (route !== 'embedDemo') expect(documentTitle(path)).not.toMatch(/^Page not found/);
  }
  expect(documentTitle('/data/md-sales')).toMatch(/^Dataset history · /);
  expect(documentTitle('/no-such-page')).toMatch(/^Page not found · /);
  expect(documentTitle('/data/md-sales/more')).toMatch(/^Page not found · /);
});
