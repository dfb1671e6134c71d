import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../fixtures/msw/node';
import { WORDPRESS_LOGGED_IN_COOKIE, wordpress } from '../../fixtures/msw/wordpress';
import { FETCH_ALL_MAX_PAGES, createRestClient, nextLink } from './rest';
import { pageSettings, useWordpressServer } from './testing';

const wp = useWordpressServer();

const logIn = (): void => {
  document.cookie = `${WORDPRESS_LOGGED_IN_COOKIE}=admin%7C1795489566; path=/`;
};
const userSchema = z.object({ id: z.number(), name: z.string() });
const postSchema = z.object({ id: z.number(), title: z.object({ rendered: z.string() }) });
const settings = (root = '/wp-json/') => pageSettings({ restRoot: root, restNonce: wordpress.currentNonce(), ajaxUrl: '/wp-admin/admin-ajax.php' });
const urlOf = (r: Request | undefined): URL => new URL(r?.url ?? 'http://invalid/');

describe('REST client: nonce', () => {
  it('sends X-WP-Nonce and _locale=user on every call', async () => {
    logIn();
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/users/me', schema: userSchema });
    expect(result).toMatchObject({ ok: true, value: { id: 1, name: 'admin' } });
    expect(wp.seen()).toHaveLength(1);
    expect(wp.seen()[0]?.headers.get('X-WP-Nonce')).toBe(wordpress.currentNonce());
    expect(urlOf(wp.seen()[0]).searchParams.get('_locale')).toBe('user');
  });

  it('expired nonce: one rest-nonce GET, stores the new nonce, retries once and succeeds (3 requests)', async () => {
    logIn();
    const rest = createRestClient(settings());
    const stale = rest.nonce.get();
    const fresh = wordpress.expireNonce();
    const result = await rest.request({ path: 'wp/v2/users/me', schema: userSchema });
    expect(result.ok).toBe(true);
    expect(wp.seen().map((r) => `${r.method} ${urlOf(r).pathname}${urlOf(r).search.includes('rest-nonce') ? '?action=rest-nonce' : ''}`)).toEqual([
      'GET /wp-json/wp/v2/users/me',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce',
      'GET /wp-json/wp/v2/users/me',
    ]);
    expect(wp.seen()[0]?.headers.get('X-WP-Nonce')).toBe(stale);
    expect(wp.seen()[1]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(wp.seen()[2]?.headers.get('X-WP-Nonce')).toBe(fresh);
    expect(rest.nonce.get()).toBe(fresh);

    // Later calls use the stored nonce straight away.
    wp.seen().length = 0;
    expect((await rest.request({ path: 'wp/v2/users/me', schema: userSchema })).ok).toBe(true);
    expect(wp.seen()).toHaveLength(1);
  });

  it('parallel calls hitting an expired nonce share one refresh (2 × 403, 1 rest-nonce, 2 retries = 5 requests)', async () => {
    logIn();
    const rest = createRestClient(settings());
    wordpress.expireNonce();
    const [a, b] = await Promise.all([
      rest.request({ path: 'wp/v2/users/me', schema: userSchema }),
      rest.request({ path: 'wp/v2/posts/3', schema: postSchema }),
    ]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(wp.seen()).toHaveLength(5);
    expect(wp.seen().filter((r) => urlOf(r).pathname.endsWith('admin-ajax.php'))).toHaveLength(1);
  });

  it('a second expiry inside the same call returns the 403 instead of looping (3 requests)', async () => {
    logIn();
    const rest = createRestClient(settings());
    wordpress.expireNonce();
    // rest-nonce hands out a nonce that is already dead by the time the retry arrives.
    server.use(
      http.get('*/wp-admin/admin-ajax.php', () => {
        const given = wordpress.currentNonce();
        wordpress.expireNonce();
        return new HttpResponse(given, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
      }),
    );
    const result = await rest.request({ path: 'wp/v2/users/me', schema: userSchema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 403, code: 'rest_cookie_invalid_nonce' } });
    expect(wp.seen()).toHaveLength(3);
  });

  it('guest with a bad nonce: rest-nonce answers 400 "0", the original 403 is returned (2 requests)', async () => {
    const rest = createRestClient(settings());
    rest.nonce.set('0123456789');
    const result = await rest.request({ path: 'wp/v2/users/me', schema: userSchema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 403, code: 'rest_cookie_invalid_nonce' } });
    expect(wp.seen()).toHaveLength(2);
    expect(rest.nonce.get()).toBe('0123456789');
  });

  it('logged-in cookie without a nonce gets 401 rest_not_logged_in, as WordPress answers (1 request)', async () => {
    logIn();
    const rest = createRestClient(pageSettings({}));
    const result = await rest.request({ path: 'wp/v2/users/me', schema: userSchema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401, code: 'rest_not_logged_in' } });
    expect(wp.seen()[0]?.headers.has('X-WP-Nonce')).toBe(false);
    expect(wp.seen()).toHaveLength(1);
  });

  it('a fresh X-WP-Nonce on an answer replaces the stored nonce', async () => {
    const rest = createRestClient(settings());
    server.use(http.get('*/wp-json/demo/v1/ping', () => HttpResponse.json({ pong: true }, { headers: { 'X-WP-Nonce': 'feedbeef01' } })));
    await rest.request({ path: 'demo/v1/ping', schema: z.object({ pong: z.boolean() }) });
    expect(rest.nonce.get()).toBe('feedbeef01');
  });

  it('reads the nonce from wpApiSettings when settings do not name one, and two clients keep separate stores', () => {
    const a = createRestClient(pageSettings({}, { wpApiSettings: { root: '/wp-json/', nonce: 'aaaaaaaaaa' } }));
    const b = createRestClient(pageSettings({}, { wpApiSettings: { root: '/wp-json/', nonce: 'aaaaaaaaaa' } }));
    a.nonce.set('bbbbbbbbbb');
    expect(b.nonce.get()).toBe('aaaaaaaaaa');
  });
});

describe('REST client: method override', () => {
  it.each(['PUT', 'PATCH'] as const)('%s goes out as POST with X-HTTP-Method-Override and WordPress dispatches it', async (method) => {
    logIn();
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/posts/5', method, data: { title: 'عنوان تازه' }, schema: postSchema });
    expect(result).toMatchObject({ ok: true, value: { id: 5, title: { rendered: 'عنوان تازه' } } });
    expect(wp.seen()).toHaveLength(1);
    expect(wp.seen()[0]?.method).toBe('POST');
    expect(wp.seen()[0]?.headers.get('X-HTTP-Method-Override')).toBe(method);
    expect(wordpress.log.at(-1)).toMatchObject({ method: 'POST', effectiveMethod: method, route: '/wp/v2/posts/5' });
  });

  it('DELETE goes out as POST with the override and keeps its query', async () => {
    logIn();
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/posts/7', method: 'DELETE', query: { force: true }, schema: z.object({ deleted: z.boolean() }) });
    expect(result).toMatchObject({ ok: true, value: { deleted: true } });
    expect(wp.seen()[0]?.method).toBe('POST');
    expect(wp.seen()[0]?.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    expect(urlOf(wp.seen()[0]).searchParams.get('force')).toBe('true');
    expect(wordpress.log.at(-1)?.effectiveMethod).toBe('DELETE');
  });

  it('GET and POST are sent as they are', async () => {
    logIn();
    const rest = createRestClient(settings());
    await rest.request({ path: 'wp/v2/posts/5', schema: postSchema });
    await rest.request({ path: 'wp/v2/posts/5', method: 'POST', data: { title: 'x' }, schema: postSchema });
    expect(wp.seen().map((r) => [r.method, r.headers.get('X-HTTP-Method-Override')])).toEqual([
      ['GET', null],
      ['POST', null],
    ]);
  });
});

describe('REST client: per_page=-1', () => {
  it('fetches 250 posts as three pages of 100 following Link rel="next" (3 requests)', async () => {
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/posts', query: { per_page: -1, context: 'view' }, schema: z.array(postSchema) });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toHaveLength(250);
    expect(new Set(result.value.map((p) => p.id)).size).toBe(250);
    expect(result.value[0]?.id).toBe(250);
    expect(result.value.at(-1)?.id).toBe(1);
    expect(wp.seen()).toHaveLength(3);
    const params = wp.seen().map((r) => urlOf(r).searchParams);
    expect(params.map((p) => [p.get('per_page'), p.get('page') ?? '1', p.get('_locale'), p.get('context')])).toEqual([
      ['100', '1', 'user', 'view'],
      ['100', '2', 'user', 'view'],
      ['100', '3', 'user', 'view'],
    ]);
    expect(wp.seen().every((r) => r.headers.get('X-WP-Nonce') === wordpress.currentNonce())).toBe(true);
  });

  it('works under a plain-permalink root too (?rest_route=)', async () => {
    wordpress.setPostCount(120);
    const rest = createRestClient(settings('/?rest_route=/'));
    const result = await rest.request({ path: 'wp/v2/posts?per_page=-1', schema: z.array(postSchema) });
    expect(result.ok && result.value.length).toBe(120);
    expect(wp.seen().map((r) => urlOf(r).searchParams.get('rest_route'))).toEqual(['/wp/v2/posts', '/wp/v2/posts']);
  });

  it('WordPress refuses per_page above 100 with rest_invalid_param', async () => {
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/posts', query: { per_page: 250 }, schema: z.array(postSchema) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400, code: 'rest_invalid_param' } });
  });

  it('validates the whole list with the caller schema', async () => {
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/posts', query: { per_page: -1 }, schema: z.array(z.object({ id: z.string() })) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', issue: '[0].id: expected string' } });
  });
});

describe('REST client: a Link chain the server controls (issue 26)', () => {
  it('stops after FETCH_ALL_MAX_PAGES pages of a chain that never ends', async () => {
    let served = 0;
    server.use(http.get('*/wp-json/wp/v2/loop', ({ request }) => {
      served++;
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      // The model gives up at 200 pages so the test ends either way; the client must stop well before.
      if (page > 200) return HttpResponse.json([]);
      return HttpResponse.json([{ id: page }], { headers: { Link: `<${location.origin}/wp-json/wp/v2/loop?per_page=100&page=${page + 1}>; rel="next"` } });
    }));
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/loop', query: { per_page: -1 }, schema: z.array(z.object({ id: z.number() })) });
    expect(result.ok).toBe(false);
    expect(served).toBe(FETCH_ALL_MAX_PAGES);
  });

  it('does not follow Link: next to another origin, and never sends the nonce off-site', async () => {
    const foreign: Request[] = [];
    server.use(
      http.get(`${location.origin}/wp-json/wp/v2/leak`, () => HttpResponse.json([{ id: 1 }], { headers: { Link: '<https://evil.example/wp-json/wp/v2/leak?page=2>; rel="next"' } })),
      http.get('https://evil.example/*', ({ request }) => {
        foreign.push(request);
        return HttpResponse.json([{ id: 2 }]);
      }),
    );
    const rest = createRestClient(settings());
    const result = await rest.request({ path: 'wp/v2/leak', query: { per_page: -1 }, schema: z.array(z.object({ id: z.number() })) });
    expect(result.ok).toBe(false);
    expect(foreign).toHaveLength(0);
    // A REST root on another origin gets no nonce either.
    const elsewhere = createRestClient(settings('https://evil.example/wp-json/'));
    await elsewhere.request({ path: 'wp/v2/things', schema: z.unknown() });
    expect(foreign).toHaveLength(1);
    expect(foreign[0]?.headers.get('X-WP-Nonce')).toBeNull();
  });
});

describe('nextLink', () => {
  it('finds rel="next" among several links', () => {
    expect(nextLink('<https://s/wp-json/>; rel="https://api.w.org/", <https://s/wp-json/wp/v2/posts?page=1>; rel="prev", <https://s/wp-json/wp/v2/posts?page=3>; rel="next"')).toBe(
      'https://s/wp-json/wp/v2/posts?page=3',
    );
    expect(nextLink('<https://s/wp-json/wp/v2/posts?page=1>; rel="prev"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});
