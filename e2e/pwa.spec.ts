import { test, expect } from './support/fixtures.ts';

test('the app is installable: a manifest with name, standalone display, colours and 192/512 px icons (plus maskable)', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b0d12');

  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    description: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Grindstone',
    short_name: 'Grindstone',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b0d12',
    background_color: '#0b0d12',
  });
  expect(manifest.description.length).toBeGreaterThan(10);
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
      expect(icon, `${purpose} ${size}px icon`).toBeDefined();
      expect(icon!.type).toBe('image/png');
      // The browser decodes it at the size the manifest claims.
      const decoded = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, icon!.src);
      expect(decoded).toEqual([size, size]);
    }
  }
});

test('a member gets an active service worker that controls the page after a reload', async ({
  memberPage: page,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
  await page.goto('/');
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(active).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);

  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('a visitor on the landing page downloads no service worker code and registers none', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /service-worker|register-service-worker|sw\.js/.test(s))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
