import { BadgeCheck } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import './subscription.css';

/** The development supporter badge (docs/product.md#plans): shown for an active subscription only. */
export function SupporterBadge({
  subscriptionStatus,
  compact = false,
}: {
  subscriptionStatus: string | null | undefined;
  compact?: boolean;
}) {
  if (subscriptionStatus !== 'active') return null;
  return (
    <span
      className={compact ? 'supporter-badge supporter-badge-compact' : 'supporter-badge'}
      title="Development supporter"
    >
      <BadgeCheck size={compact ? 14 : 16} aria-hidden="true" />
      <span className={compact ? 'visually-hidden' : undefined}>{ACCOUNT_MESSAGES.supporter}</span>
    </span>
  );
}
