/**
 * Public face of the onboarding feature: the registration wizard page is routed by the app;
 * other features use only the status banner (mounted once in app-layout.tsx).
 */
export { OnboardingBanner } from './onboarding-banner.tsx';
