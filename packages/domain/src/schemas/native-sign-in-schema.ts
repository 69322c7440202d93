import { z } from 'zod';
import { PKCE_VALUE_PATTERN } from '../constants/providers';

/**
 * The native app's sign-in hand-over (docs/native-sign-in.md). The app keeps a random verifier and
 * sends only its SHA-256 (the challenge) through the browser; the browser's one-time code is worth a
 * session only together with that verifier. All three travel as unpadded base64url of 32 bytes.
 */

const pkceValue = (what: string) =>
  z.string().regex(PKCE_VALUE_PATTERN, `The ${what} must be 32 bytes in unpadded base64url.`);

/** POST /api/native-sign-in/grant: the signed-in browser asks for a code bound to the app's challenge. */
export const nativeSignInGrantBodySchema = z.strictObject({
  challenge: pkceValue('challenge').describe("base64url(SHA-256(verifier)), the app's verifier"),
});
export const nativeSignInGrantAnswerSchema = z.object({
  code: pkceValue('code').describe('Single use, valid 3 minutes, worth nothing without the verifier'),
});
export type NativeSignInGrantAnswer = z.infer<typeof nativeSignInGrantAnswerSchema>;

/** POST /api/native-sign-in/redeem: the app trades the code and its verifier for a session cookie. */
export const nativeSignInRedeemBodySchema = z.strictObject({
  code: pkceValue('code'),
  verifier: pkceValue('verifier'),
});
export const nativeSignInRedeemAnswerSchema = z.object({ signedIn: z.literal(true) });
