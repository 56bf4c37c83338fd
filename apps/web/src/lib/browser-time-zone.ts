/** `Temporal` where the browser has it (not yet in TypeScript's lib). */
type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's IANA time zone ('Europe/Paris'): the server counts local days (active days, the
 * coach's daily limits) in it. Undefined where the browser cannot tell; the server then uses the
 * zone it already knows for the person. `Temporal.Now.timeZoneId()` answers at once; the first
 * `Intl.DateTimeFormat` of a page builds the locale's date formats (tens of milliseconds on a
 * phone, during the dashboard's load), so it is only the fallback.
 */
export function browserTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as WithTemporal).Temporal;
    return (temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone) || undefined;
  } catch {
    return undefined;
  }
}
