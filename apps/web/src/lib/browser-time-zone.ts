/**
 * The browser's IANA time zone ('Europe/Paris'): the server counts local days (active days, the
 * coach's daily limits) in it. Undefined where the browser cannot tell; the server then uses the
 * zone it already knows for the person.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
