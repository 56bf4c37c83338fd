/** The slice of PayPal's JS SDK (subscriptions) the page uses. */
export type PayPalButtonsActions = {
  subscription: {
    create: (input: {
      plan_id: string;
      custom_id: string;
      application_context: { shipping_preference: 'NO_SHIPPING'; user_action: 'SUBSCRIBE_NOW' };
    }) => Promise<string>;
  };
};
export type PayPalButtonsOptions = {
  style?: Record<string, string>;
  createSubscription: (data: unknown, actions: PayPalButtonsActions) => Promise<string>;
  onApprove: (data: { subscriptionID?: string | null; orderID?: string }) => Promise<void> | void;
  onCancel?: () => void;
  onError: (err: unknown) => void;
};
export type PayPalNamespace = {
  Buttons: (options: PayPalButtonsOptions) => {
    render: (container: HTMLElement) => Promise<void>;
    close?: () => Promise<void>;
  };
};

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export const paypalSdkUrl = (clientId: string) =>
  `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&vault=true&intent=subscription`;

let loading: Promise<PayPalNamespace> | null = null;

/** Loads the SDK once (only when payments are configured). */
export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  if (window.paypal) return Promise.resolve(window.paypal);
  loading ??= new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = paypalSdkUrl(clientId);
    script.async = true;
    script.dataset.sdkIntegrationSource = 'grindstone';
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('PayPal SDK could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
