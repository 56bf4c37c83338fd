/**
 * The member's page of '/' as the server writes it (with their first screen, decision 184),
 * fetched by the service worker instead of answering from its cache: used only when it comes
 * from the same build as the worker's cached shell, so that a new version still waits for the
 * "New version — reload" prompt and never arrives silently (decision 172).
 */

/** The address of a built page's entry script: every page of one build shares it. */
export function entryScript(html: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (!/\btype="module"/.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) return src;
  }
  return null;
}

export function sameBuild(livePage: string, cachedShell: string): boolean {
  const entry = entryScript(cachedShell);
  return entry !== null && entry === entryScript(livePage);
}

/**
 * The server's answer to this page load, or null (then the cached shell answers) when it fails,
 * takes longer than `waitMs`, or comes from another build. Headers are kept but the body's
 * encoding: it is decoded here.
 */
export async function livePage(
  request: Request,
  cachedShell: () => Promise<Response | undefined>,
  waitMs: number,
  fetchPage: (request: Request) => Promise<Response> = fetch,
): Promise<Response | null> {
  const attempt = (async () => {
    const [live, cached] = await Promise.all([fetchPage(request), cachedShell()]);
    if (!live.ok || !cached || !live.headers.get('content-type')?.includes('text/html')) return null;
    const html = await live.text();
    if (!sameBuild(html, await cached.text())) return null;
    const headers = new Headers(live.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(html, { status: live.status, statusText: live.statusText, headers });
  })().catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    return await Promise.race([attempt, late]);
  } finally {
    clearTimeout(timer);
  }
}
