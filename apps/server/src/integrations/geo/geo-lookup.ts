import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/**
 * Server-side IP location (DESIGN §5): no visitor data leaves for a third party.
 * With GEOIP_DB set, an offline IPv4 range file is used: one line per range,
 * `start_ip,end_ip,country[,region[,city]]` (dotted IPv4, optional double quotes; the format of
 * the free DB-IP / IP2Location 'lite' country and city CSV exports once trimmed to those columns).
 * Lines starting with # are skipped. Without it, or when nothing matches, every field is 'Unknown'.
 */
export type Location = { city: string; region: string; country: string };
export const UNKNOWN_LOCATION: Location = Object.freeze({ city: 'Unknown', region: 'Unknown', country: 'Unknown' });

type Range = { start: number; end: number; country: string; region: string; city: string };
export type GeoLookup = { lookup: (ip: string | undefined | null) => Location; size: number };

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

/** Loopback, private, link-local, CGNAT, unspecified and IPv6 local addresses never have a location. */
export function isPrivateIp(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const n = ipv4ToInt(v4);
  if (n !== null) {
    const a = n >>> 24;
    const b = (n >>> 16) & 255;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

const clean = (s: string | undefined) => (s ?? '').trim().replace(/^"|"$/g, '').trim();
const orUnknown = (s: string) => (s && s !== '-' ? s : 'Unknown');

export function parseGeoCsv(text: string): Range[] {
  const ranges: Range[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const cols = line.split(',').map(clean);
    const start = ipv4ToInt(cols[0] ?? '');
    const end = ipv4ToInt(cols[1] ?? '');
    if (start === null || end === null || end < start || !cols[2]) continue;
    ranges.push({ start, end, country: orUnknown(cols[2]), region: orUnknown(cols[3] ?? ''), city: orUnknown(cols[4] ?? '') });
  }
  ranges.sort((x, y) => x.start - y.start);
  return ranges;
}

export function createGeoLookup(ranges: Range[]): GeoLookup {
  return {
    size: ranges.length,
    lookup(ip) {
      if (!ip || isIP(ip) === 0 || isPrivateIp(ip)) return { ...UNKNOWN_LOCATION };
      const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      const n = ipv4ToInt(v4);
      if (n === null) return { ...UNKNOWN_LOCATION };
      let lo = 0;
      let hi = ranges.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const r = ranges[mid]!;
        if (n < r.start) hi = mid - 1;
        else if (n > r.end) lo = mid + 1;
        else return { city: r.city, region: r.region, country: r.country };
      }
      return { ...UNKNOWN_LOCATION };
    },
  };
}

const cache = new Map<string, GeoLookup>();

/** The lookup for this configuration, loaded once per file. A missing or unreadable file means 'Unknown'. */
export function geoLookupFor(geoipDb: string | undefined): GeoLookup {
  const key = geoipDb ?? '';
  let found = cache.get(key);
  if (!found) {
    let ranges: Range[] = [];
    if (geoipDb) {
      try {
        ranges = parseGeoCsv(readFileSync(geoipDb, 'utf8'));
      } catch {
        ranges = [];
      }
    }
    found = createGeoLookup(ranges);
    cache.set(key, found);
  }
  return found;
}
