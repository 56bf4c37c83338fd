import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function TermsOfServicePage() {
  return <PlaceholderPage title="Terms of Service" detail="The terms are being written." />;
}
