import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsRequest } from '../../plugins/security.ts';

/**
 * The short-lived signed cookie that proves an onboarding presented a valid invitation code
 * (docs/product.md#departures): check-email, check-twitter, verify-twitter and register answer only inside it.
 */
export const ONBOARDING_COOKIE = 'gs_onboard';
export const ONBOARDING_TTL_MS = 60 * 60_000;

export type OnboardingState = {
  code: string;
  /** Set once the X account was verified: the handle that proved ownership. */
  xUsername?: string;
  xUserId?: string;
  exp: number;
};

export function readOnboarding(request: FastifyRequest): OnboardingState | null {
  const raw = request.cookies[ONBOARDING_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const state = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as OnboardingState;
    if (typeof state.code !== 'string' || typeof state.exp !== 'number' || state.exp < Date.now()) return null;
    return state;
  } catch {
    return null;
  }
}

export function writeOnboarding(
  request: FastifyRequest,
  reply: FastifyReply,
  state: Omit<OnboardingState, 'exp'>,
): void {
  const value = Buffer.from(JSON.stringify({ ...state, exp: Date.now() + ONBOARDING_TTL_MS })).toString('base64url');
  reply.setCookie(ONBOARDING_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttpsRequest(request, request.server.config.PUBLIC_URL),
    path: '/api',
    maxAge: ONBOARDING_TTL_MS / 1000,
  });
}

export function clearOnboarding(reply: FastifyReply): void {
  reply.clearCookie(ONBOARDING_COOKIE, { path: '/api' });
}
