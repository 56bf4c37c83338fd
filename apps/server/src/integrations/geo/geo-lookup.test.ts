import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { createGeoLookup, geoLookupFor, isPrivateIp, parseGeoCsv } from './geo-lookup.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/factories.ts';

const CSV = `# start,end,country,region,city
"81.0.0.0","81.255.255.255","France","Ile-de-France","Paris"
8.8.8.0,8.8.8.255,United States,California,Mountain View
1.0.0.0,1.0.0.255,Australia
garbage line
`;

describe('geo lookup', () => {
  it('treats loopback and private addresses as local', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.5',
      '172.16.9.9',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateIp(ip)).toBe(true);
    }
    for (const ip of ['8.8.8.8', '81.2.3.4', '2001:4860::8888']) expect(isPrivateIp(ip)).toBe(false);
  });
  it('finds a range and fills the missing columns with Unknown', () => {
    const geo = createGeoLookup(parseGeoCsv(CSV));
    expect(geo.size).toBe(3);
    expect(geo.lookup('81.2.3.4')).toEqual({ city: 'Paris', region: 'Ile-de-France', country: 'France' });
    expect(geo.lookup('::ffff:8.8.8.8')).toEqual({
      city: 'Mountain View',
      region: 'California',
      country: 'United States',
    });
    expect(geo.lookup('1.0.0.7')).toEqual({ city: 'Unknown', region: 'Unknown', country: 'Australia' });
    expect(geo.lookup('9.9.9.9')).toEqual({ city: 'Unknown', region: 'Unknown', country: 'Unknown' });
    expect(geo.lookup('127.0.0.1').country).toBe('Unknown');
    expect(geo.lookup('not-an-ip').country).toBe('Unknown');
    expect(geo.lookup(undefined).country).toBe('Unknown');
  });
  it('a missing file means Unknown, never a crash', () => {
    expect(geoLookupFor('/nonexistent/geo.csv').lookup('81.2.3.4').country).toBe('Unknown');
  });
});

describe('PUT /api/user-sys with GEOIP_DB', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-geo-'));
    const file = path.join(dir, 'geo.csv');
    writeFileSync(file, CSV);
    t = await createTestApp({ env: { GEOIP_DB: file } });
  });
  afterAll(() => t.close());
  it("resolves the request address on the server and ignores the client's location", async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user-sys',
      remoteAddress: '81.10.20.30',
      payload: { location: { city: 'Tokyo', region: 'Tokyo', country: 'Japan' }, device: {}, browser: {}, display: {} },
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toEqual({ city: 'Paris', region: 'Ile-de-France', country: 'France' });
  });
});
