import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface GoogleVerifier {
  readonly enabled: boolean;
  readonly clientId: string | null;
  /** Verifies an OpenID Connect ID token; null when it is not valid for this site. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

/**
 * Google sign-in: the ID token's signature is checked against the issuer's published keys (JWKS, fetched
 * and cached by jose), the algorithm pinned to RS256, the issuer to the configured one and the audience to
 * our client id, with expiry. Tests point GOOGLE_ISSUER and GOOGLE_JWKS_URL at a local issuer.
 */
export function createGoogleVerifier(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_ISSUER' | 'GOOGLE_JWKS_URL'>,
  keys?: JWTVerifyGetKey,
): GoogleVerifier {
  const clientId = config.GOOGLE_CLIENT_ID ?? null;
  if (!clientId) return { enabled: false, clientId: null, verify: async () => null };
  const jwks = keys ?? createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
  // Google writes its issuer with and without the scheme; both name the same issuer.
  const issuers = [config.GOOGLE_ISSUER];
  if (config.GOOGLE_ISSUER === 'https://accounts.google.com') issuers.push('accounts.google.com');
  return {
    enabled: true,
    clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256'],
          issuer: issuers,
          audience: clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 5,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        return {
          subject: payload.sub,
          email: payload.email.trim(),
          emailVerified: verified,
          givenName: typeof payload.given_name === 'string' ? payload.given_name.slice(0, 100) : null,
          familyName: typeof payload.family_name === 'string' ? payload.family_name.slice(0, 100) : null,
        };
      } catch {
        return null;
      }
    },
  };
}
