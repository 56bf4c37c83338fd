/** Public face of the subscription feature: the supporter badge (top bar, profile). */
export { SupporterBadge } from './supporter-badge.tsx';
