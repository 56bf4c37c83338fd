import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/**
 * Server-side IP location (docs/product.md#departures): no visitor data leaves for a third party.
 * With GEOIP_DB set, an offline IPv4 range file is used: one line per range,
 * `start_ip,end_ip,country[,region[,city]]` (dotted IPv4, optional double quotes; the format of
 * the free DB-IP / IP2Location 'lite' country and city CSV exports once trimmed to those columns).
 * Lines starting with # are skipped. Without it, or when nothing matches, every field is 'Unknown'.
 */
export type Location = { city: string; region: string; country: string };
export const UNKNOWN_LOCATION: Location = Object.freeze({ city: 'Unknown', region: 'Unknown', country: 'Unknown' });

type Range = { start: number; end: number; country: string; region: string; city: string };
export type GeoLookup = { lookup: (ip: string | undefined | null) => Location; size: number };

/** Ranges packed for a large file: two Uint32Arrays and one interned label per range. */
type Table = { starts: Uint32Array; ends: Uint32Array; labels: Uint32Array; names: Location[] };
/** Dotted IPv4 to an unsigned 32-bit number, or null (a char loop: this runs per line of the range file). */
function ipv4ToInt(ip: string): number | null {
  let n = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < ip.length; i++) {
    const c = ip.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      part = part * 10 + (c - 48);
      if (++digits > 3 || part > 255) return null;
    } else if (c === 46 && digits > 0 && dots < 3) {
      n = n * 256 + part;
      part = 0;
      digits = 0;
      dots++;
    } else {
      return null;
    }
  }
  if (dots !== 3 || digits === 0) return null;
  return n * 256 + part;
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
  return Array.from(readRanges(text), (r) => ({ ...r }));
}

function pack(ranges: Iterable<Range>): Table {
  let cap = 1024;
  let starts = new Uint32Array(cap);
  let ends = new Uint32Array(cap);
  let labels = new Uint32Array(cap);
  let n = 0;
  const names: Location[] = [];
  const seen = new Map<string, number>();
  let sorted = true;
  for (const r of ranges) {
    if (n === cap) {
      cap *= 2;
      const grow = (a: Uint32Array) => {
        const b = new Uint32Array(cap);
        b.set(a);
        return b;
      };
      starts = grow(starts);
      ends = grow(ends);
      labels = grow(labels);
    }
    const key = `${r.country}\u0000${r.region}\u0000${r.city}`;
    let label = seen.get(key);
    if (label === undefined) {
      label = names.push(Object.freeze({ city: r.city, region: r.region, country: r.country })) - 1;
      seen.set(key, label);
    }
    if (n > 0 && r.start < starts[n - 1]!) sorted = false;
    starts[n] = r.start;
    ends[n] = r.end;
    labels[n] = label;
    n++;
  }
  starts = starts.slice(0, n);
  ends = ends.slice(0, n);
  labels = labels.slice(0, n);
  if (!sorted) {
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => starts[a]! - starts[b]!);
    const s2 = new Uint32Array(n);
    const e2 = new Uint32Array(n);
    const l2 = new Uint32Array(n);
    order.forEach((from, to) => {
      s2[to] = starts[from]!;
      e2[to] = ends[from]!;
      l2[to] = labels[from]!;
    });
    return { starts: s2, ends: e2, labels: l2, names };
  }
  return { starts, ends, labels, names };
}

/** Reads the range file line by line without building one object per range. */
function* readRanges(text: string): Generator<Range> {
  let pos = 0;
  const row: Range = { start: 0, end: 0, country: '', region: '', city: '' };
  while (pos < text.length) {
    let eol = text.indexOf('\n', pos);
    if (eol === -1) eol = text.length;
    const line = text.slice(pos, eol).trim();
    pos = eol + 1;
    if (!line || line.charCodeAt(0) === 35 /* # */) continue;
    const cols = line.split(',');
    const start = ipv4ToInt(clean(cols[0]));
    const end = ipv4ToInt(clean(cols[1]));
    const country = clean(cols[2]);
    if (start === null || end === null || end < start || !country) continue;
    row.start = start;
    row.end = end;
    row.country = orUnknown(country);
    row.region = orUnknown(clean(cols[3]));
    row.city = orUnknown(clean(cols[4]));
    yield row;
  }
}

export function createGeoLookup(ranges: Iterable<Range>): GeoLookup {
  const { starts, ends, labels, names } = pack(ranges);
  return {
    size: starts.length,
    lookup(ip) {
      if (!ip || isIP(ip) === 0 || isPrivateIp(ip)) return { ...UNKNOWN_LOCATION };
      const n = ipv4ToInt(ip.startsWith('::ffff:') ? ip.slice(7) : ip);
      if (n === null) return { ...UNKNOWN_LOCATION };
      let lo = 0;
      let hi = starts.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (n < starts[mid]!) hi = mid - 1;
        else if (n > ends[mid]!) lo = mid + 1;
        else return { ...names[labels[mid]!]! };
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
    let text = '';
    if (geoipDb) {
      try {
        text = readFileSync(geoipDb, 'utf8');
      } catch {
        text = '';
      }
    }
    found = createGeoLookup(readRanges(text));
    cache.set(key, found);
  }
  return found;
}
