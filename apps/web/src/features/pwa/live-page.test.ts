import { describe, expect, it } from 'vitest';
import { entryScript, livePage, sameBuild } from './live-page.ts';

const page = (entry: string, body = '') =>
  `<!doctype html><html><head><link rel="modulepreload" crossorigin href="/assets/jsx-runtime-a.js">` +
  `<script type="module" crossorigin src="${entry}"></script></head><body>${body}</body></html>`;
const html = (text: string, init: ResponseInit = {}) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });
const navigation = new Request('https://grindstone.test/');

describe('entryScript / sameBuild', () => {
  it('finds the module entry, not a data element or a preload', () => {
    const withBoot = page('/assets/index-B1.js', '<script type="application/json" id="gs-boot">{}</script>');
    expect(entryScript(withBoot)).toBe('/assets/index-B1.js');
    expect(entryScript('<html><script src="/legacy.js"></script></html>')).toBeNull();
  });

  it('pages of one build match; another build or a page without an entry does not', () => {
    expect(sameBuild(page('/assets/index-B1.js', 'boot'), page('/assets/index-B1.js'))).toBe(true);
    expect(sameBuild(page('/assets/index-B2.js'), page('/assets/index-B1.js'))).toBe(false);
    expect(sameBuild('<p>maintenance</p>', '<p>maintenance</p>')).toBe(false);
  });
});

describe('livePage', () => {
  const shell = () => Promise.resolve(html(page('/assets/index-B1.js')));

  it("answers with the server's page of the same build, decoded, its headers kept", async () => {
    const live = html(page('/assets/index-B1.js', '<script type="application/json" id="gs-boot">{"a":1}</script>'), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
        'content-encoding': 'br',
        'content-security-policy': "default-src 'self'",
      },
    });
    const answer = await livePage(navigation, shell, 1_000, async () => live);
    expect(answer).not.toBeNull();
    expect(await answer!.text()).toContain('id="gs-boot"');
    expect(answer!.headers.get('cache-control')).toBe('private, no-store');
    expect(answer!.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(answer!.headers.get('content-encoding')).toBeNull();
  });

  it('leaves the page to the cache when the server runs a newer build (the update prompt offers it)', async () => {
    expect(await livePage(navigation, shell, 1_000, async () => html(page('/assets/index-B2.js')))).toBeNull();
  });

  it('leaves it to the cache on a network failure, an error status, a non-HTML answer or no cached shell', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await livePage(navigation, shell, 1_000, offline)).toBeNull();
    expect(
      await livePage(navigation, shell, 1_000, async () => html(page('/assets/index-B1.js'), { status: 503 })),
    ).toBeNull();
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await livePage(navigation, shell, 1_000, async () => json)).toBeNull();
    const noShell = () => Promise.resolve(undefined);
    expect(await livePage(navigation, noShell, 1_000, async () => html(page('/assets/index-B1.js')))).toBeNull();
  });

  it('stops waiting for a slow server after the given time', async () => {
    const never = () => new Promise<Response>(() => {});
    const started = Date.now();
    expect(await livePage(navigation, shell, 50, never)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
