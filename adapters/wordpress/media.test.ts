import { describe, expect, it } from 'vitest';

import { WORDPRESS_LOGGED_IN_COOKIE, wordpress } from '../../fixtures/msw/wordpress';
import fa from '../../src/i18n/locales/fa/transport.json';
import { POST_PROCESS_ATTEMPTS, uploadMedia } from './media';
import { createRestClient } from './rest';
import { pageSettings, useWordpressServer } from './testing';

const wp = useWordpressServer({ loggedIn: true });

const client = () => createRestClient(pageSettings({ restRoot: '/wp-json/', restNonce: wordpress.currentNonce() }));
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'عکس-محصول.jpg', { type: 'image/jpeg' });
const routes = () => wordpress.log.map((r) => `${r.effectiveMethod} ${r.route}`);

describe('uploadMedia', () => {
  it('uploads the file as multipart with a Content-Disposition header (1 request)', async () => {
    const result = await uploadMedia(client(), photo(), { fields: { alt_text: 'نمای جلو' } });
    expect(result).toMatchObject({ ok: true, value: { id: 501, mime_type: 'image/jpeg' } });
    expect(wp.seen()).toHaveLength(1);
    const sent = wp.seen()[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers.get('Content-Disposition')).toBe(`attachment; filename="${encodeURIComponent('عکس-محصول')}.jpg"`);
    // The multipart text PHP reads: the UTF-8 file name in the part's Content-Disposition.
    const raw = new TextDecoder().decode(await sent?.arrayBuffer());
    expect(raw).toContain('Content-Disposition: form-data; name="file"; filename="عکس-محصول.jpg"');
    expect(raw).toContain('Content-Type: image/jpeg');
    expect(raw).toMatch(/Content-Disposition: form-data; name="alt_text"\r\n\r\nنمای جلو\r\n/);
  });

  it('post-process succeeding on the 3rd attempt returns the attachment (1 upload + 3 post-process = 4 requests)', async () => {
    wordpress.failUploads(2);
    const result = await uploadMedia(client(), photo());
    expect(result).toMatchObject({ ok: true, value: { id: 501 } });
    expect(routes()).toEqual([
      'POST /wp/v2/media',
      'POST /wp/v2/media/501/post-process',
      'POST /wp/v2/media/501/post-process',
      'POST /wp/v2/media/501/post-process',
    ]);
    expect(wp.seen()).toHaveLength(4);
    const body: unknown = await wp.seen()[1]?.json();
    expect(body).toEqual({ action: 'create-image-subsizes' });
    expect(wordpress.attachmentIds()).toEqual([501]);
  });

  it(`${POST_PROCESS_ATTEMPTS} failed post-process attempts delete the attachment with force and fail post_process (7 requests)`, async () => {
    wordpress.failUploads(Infinity);
    const result = await uploadMedia(client(), photo());
    expect(result).toMatchObject({ ok: false, error: { kind: 'post_process', attachmentId: 501, message: fa.postProcess } });
    expect(routes()).toEqual([
      'POST /wp/v2/media',
      ...Array.from({ length: 5 }, () => 'POST /wp/v2/media/501/post-process'),
      'DELETE /wp/v2/media/501',
    ]);
    const deletion = wp.seen().at(-1);
    expect(deletion?.method).toBe('POST');
    expect(deletion?.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    expect(new URL(deletion?.url ?? '').searchParams.get('force')).toBe('true');
    expect(wordpress.attachmentIds()).toEqual([]);
  });

  it('a plain failure (no attachment id header) is returned as it is, without post-processing', async () => {
    document.cookie = `${WORDPRESS_LOGGED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const result = await uploadMedia(client(), photo());
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401, code: 'rest_cannot_create' } });
    expect(wp.seen()).toHaveLength(1);
  });
});
