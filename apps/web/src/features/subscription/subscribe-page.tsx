import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function SubscribePage() {
  return <PlaceholderPage title="Choose Your Subscription Plan" detail="Subscriptions are being built." />;
}
