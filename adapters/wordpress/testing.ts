// Test helpers: a PageSettings without a document (Vitrin settings + fake window globals), and the
// msw WordPress model wired into a test file.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PageSettings, VitrinSettings } from '../../src/host/settings';
import { server } from '../../fixtures/msw/node';
import { WORDPRESS_LOGGED_IN_COOKIE, wordpress, wordpressHandlers } from '../../fixtures/msw/wordpress';

export function pageSettings(vitrin: VitrinSettings = {}, globals: Record<string, unknown> = {}): PageSettings {
  return { vitrin, loggedIn: vitrin.loggedIn ?? false, global: (name) => globals[name] };
}

/**
 * The msw WordPress model for a test file: handlers reset per test, and every request the server
 * saw (cloned, so bodies can be read) collected in `seen()`.
 */
export function useWordpressServer(options: { loggedIn?: boolean } = {}): { seen(): Request[] } {
  let seen: Request[] = [];
  const onStart = ({ request }: { request: Request }): void => {
    seen.push(request.clone());
  };
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', onStart);
  });
  beforeEach(() => {
    server.use(...wordpressHandlers);
    wordpress.reset();
    seen = [];
    if (options.loggedIn) document.cookie = `${WORDPRESS_LOGGED_IN_COOKIE}=admin; path=/`;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.events.removeListener('request:start', onStart);
    server.close();
  });
  return { seen: () => seen };
}
