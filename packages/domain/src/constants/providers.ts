/**
 * The names of the external services a deployment can choose. Plain lists, apart from the schemas that
 * check them, so code that only needs a name does not load the validation library with it.
 */

export const OAUTH_PROVIDERS = ['github', 'google', 'oidc'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const AI_PROVIDER_NAMES = ['builtin', 'openai-compatible'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];

/** The providers that sell subscriptions on the web. */
export const CHECKOUT_PROVIDERS = ['demo', 'lemonsqueezy', 'stripe', 'paypal'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

/** Where a subscription is sold and managed: the web providers and Google Play. */
export const SUBSCRIPTION_PROVIDERS = [...CHECKOUT_PROVIDERS, 'google-play'] as const;

/**
 * The native app's sign-in hand-over (docs/native-sign-in.md): verifier, challenge and one-time code
 * all travel as unpadded base64url of 32 bytes.
 */
export const PKCE_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
