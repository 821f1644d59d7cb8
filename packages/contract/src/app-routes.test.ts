import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.ts';

describe('isAppRoute', () => {
  it.each(['/', '/login', '/report/12', '/report/abc', '/news-subjects/', '//manage-users', '/facuality/3'])(
    '%s is a page of the app',
    (path) => expect(isAppRoute(path)).toBe(true),
  );

  it.each(['/nothing-here', '/report', '/report/1/2', '/login/extra', '/topic-detail-mock', '/wp-admin.php'])(
    '%s is not',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});
