import { HttpError } from '../../http/errors';

// The answers every payments flow gives when no provider is set up or the provider fails.

export const paymentsUnavailable = () =>
  new HttpError(503, 'PAYMENTS_UNAVAILABLE', 'Payments are not available on this server.');
export const providerFailed = (message: string) =>
  new HttpError(502, 'PAYMENT_PROVIDER_ERROR', `The payment provider failed: ${message}`);
