import { useEffect } from 'react';
import { WifiOff } from 'lucide-react';
import { PWA_MESSAGES } from '@grindstone/contract';
import { useToast } from '../../components/ui/index.ts';
import { onOfflineWriteRefused } from '../../lib/offline.ts';
import './offline.css';

/**
 * "You're offline": shown while offline (role="status", announced politely). While it is mounted,
 * a write refused offline is explained in a toast (the change was not made, nothing is queued).
 */
export function OfflineBanner({ offline }: { offline: boolean }) {
  const toast = useToast();
  useEffect(
    () => onOfflineWriteRefused(() => toast.show(PWA_MESSAGES.offlineWriteRefused, { tone: 'warning' })),
    [toast],
  );
  return (
    <div role="status" className="offline-banner-region">
      {offline && (
        <div className="ui-banner ui-banner-warning offline-banner">
          <WifiOff size={18} aria-hidden="true" className="ui-banner-icon" />
          <div className="ui-banner-body">
            <strong>{PWA_MESSAGES.offline}</strong> {PWA_MESSAGES.offlineDetail}
          </div>
        </div>
      )}
    </div>
  );
}
