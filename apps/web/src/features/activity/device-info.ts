import type { TUserSysBody } from '@grindstone/contract';

type Parsed = { device: NonNullable<TUserSysBody['device']>; browser: NonNullable<TUserSysBody['browser']> };

const first = (ua: string, re: RegExp) => re.exec(ua)?.[1] ?? null;

/** Device and browser from a user-agent string (a small parser: the common browsers and systems). */
export function parseUserAgent(ua: string, maxTouchPoints = 0): Parsed {
  let osName = 'Unknown';
  let osVersion: string | null = null;
  let model: string | null = null;
  if (/Windows NT/.test(ua)) {
    osName = 'Windows';
    osVersion = first(ua, /Windows NT ([\d.]+)/);
  } else if (/iPhone|iPad|iPod/.test(ua)) {
    osName = 'iOS';
    osVersion = first(ua, /OS (\d+[_\d]*)/)?.replace(/_/g, '.') ?? null;
    model = first(ua, /(iPhone|iPad|iPod)/);
  } else if (/Android/.test(ua)) {
    osName = 'Android';
    osVersion = first(ua, /Android ([\d.]+)/);
    model = first(ua, /Android [\d.]+; (?:[a-z]{2}-[a-z]{2}; )?([^;)]+?)(?: Build|\))/i);
  } else if (/CrOS/.test(ua)) {
    osName = 'ChromeOS';
  } else if (/Mac OS X/.test(ua)) {
    osName = 'macOS';
    osVersion = first(ua, /Mac OS X (\d+[_.\d]*)/)?.replace(/_/g, '.') ?? null;
  } else if (/Linux/.test(ua)) {
    osName = 'Linux';
  }
  // iPadOS reports itself as a Mac; touch points give it away.
  if (osName === 'macOS' && maxTouchPoints > 1) {
    osName = 'iOS';
    model = 'iPad';
  }
  const isTablet = /iPad|Tablet/.test(ua) || (osName === 'Android' && !/Mobile/.test(ua)) || model === 'iPad';
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android/.test(ua);
  const type = isTablet ? 'tablet' : isMobile ? 'mobile' : 'desktop';

  let name = 'Unknown';
  let version: string | null = null;
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [n, re] of browsers) {
    const m = re.exec(ua);
    if (m) {
      name = n;
      version = m[1] ?? null;
      break;
    }
  }
  return {
    device: { type, model: model ?? 'Unknown', osName, osVersion: osVersion ?? 'Unknown' },
    browser: { name, version: version ?? 'Unknown' },
  };
}

/** The body of PUT /user-sys from this browser. The server resolves the location itself. */
export function collectDeviceInfo(): TUserSysBody {
  const { device, browser } = parseUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  const pixelRatio = window.devicePixelRatio || 1;
  return {
    device,
    browser,
    // Both spellings: pixelRatio and pixleRatio (docs/product.md#departures).
    display: {
      width: window.screen?.width ?? window.innerWidth,
      height: window.screen?.height ?? window.innerHeight,
      pixelRatio,
      pixleRatio: pixelRatio,
    },
  };
}
