import { ApiError } from '../../lib/api-client.ts';

/** A date and time in the operator's locale ('—' for none). */
export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The server's message for a failed operator action. */
export const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong.');
