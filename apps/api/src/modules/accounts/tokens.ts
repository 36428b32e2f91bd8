import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import type { notifications } from '../notifications/index';
import type * as AccountsRepo from './accounts.repo';

/**
 * Access tokens: short-lived JWTs, HS256 only (the algorithm is pinned when verifying, so `alg: none`
 * and RS/ES key confusion are refused), issuer and audience checked. They carry the session id (sid),
 * which the session hook checks on every request, so a signed-out session's tokens stop working at once.
 *
 * Refresh tokens: opaque random strings, stored as SHA-256, replaced on every use. A token presented a
 * second time means it was copied: the whole session (the token family) is revoked.
 */
export const TOKEN_ISSUER = 'motorwise';
export const TOKEN_AUDIENCE = 'motorwise-api';

export interface AccessClaims {
  sub: string;
  sid: string;
  email: string;
}

/** spec: tokens each with token, expiry UTC and expiry (the refreshToken call's field names). */
export interface TokenPair {
  accessToken: string;
  accessTokenExpiresUtc: string;
  accessTokenExpires: string;
  refreshToken: string;
  refreshTokenExpiresUtc: string;
  refreshTokenExpires: string;
}

/** South Africa keeps +02:00 all year: the "local" expiry the spec shows next to the UTC one. */
export function toSastIso(date: Date): string {
  return new Date(date.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
}

export type SessionMethod = 'password' | 'google' | 'invite';

export interface DeviceInfo {
  ip: string;
  userAgent: string | null;
}

/** What the token service is given (decision 058): the signing secret, its lifetimes, the session rows. */
export interface TokenServiceDeps {
  /** Also the input of purpose-bound keys (HKDF), e.g. for TOTP secrets at rest. */
  secret: string;
  config: Pick<Config, 'ACCESS_TOKEN_MINUTES' | 'REFRESH_TOKEN_DAYS' | 'SESSION_MAX_DAYS'>;
  repo: Pick<
    typeof AccountsRepo,
    | 'claimRefreshToken'
    | 'findRefreshToken'
    | 'findSession'
    | 'insertRefreshToken'
    | 'insertSession'
    | 'revokeSessions'
    | 'touchSession'
  >;
  notifications: Pick<typeof notifications, 'accessChanged'>;
}

/** Access and refresh tokens, and the sessions they belong to. */
export function createTokenService({ secret, config, repo, notifications }: TokenServiceDeps) {
  /**
   * The HS256 key imported once: jose imports a raw key into WebCrypto on every call otherwise, which
   * tripled the cost of verifying the token of every signed-in request (about 90 against 30 µs).
   */
  const key: Promise<CryptoKey> = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  async function signAccess(
    claims: AccessClaims,
    now = new Date(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + config.ACCESS_TOKEN_MINUTES * 60_000);
    const token = await new SignJWT({ sid: claims.sid, email: claims.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setJti(randomToken(12))
      .sign(await key);
    return { token, expiresAt };
  }

  /**
   * Verifies signature, algorithm, issuer, audience and (unless told otherwise) expiry. Returns null for
   * any token that is not ours; `ignoreExpiry` is for the refresh call, which binds the pair together.
   */
  async function verifyAccess(
    token: string,
    opts: { ignoreExpiry?: boolean } = {},
  ): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
        ...(opts.ignoreExpiry ? { currentDate: new Date(0) } : {}),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.email !== 'string'
      )
        return null;
      return { sub: payload.sub, sid: payload.sid, email: payload.email };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  async function issuePair(
    tx: DbOrTx,
    user: { id: string; email: string },
    session: { id: string; expiresAt: Date },
    device: DeviceInfo,
    now: Date,
  ): Promise<TokenPair> {
    const refresh = randomToken();
    const refreshExpires = new Date(
      Math.min(now.getTime() + config.REFRESH_TOKEN_DAYS * 86_400_000, session.expiresAt.getTime()),
    );
    await repo.insertRefreshToken(tx, {
      userId: user.id,
      familyId: session.id,
      tokenHash: sha256(refresh),
      expiresAt: refreshExpires,
      ip: device.ip,
      userAgent: device.userAgent?.slice(0, 500) ?? null,
    });
    const access = await signAccess({ sub: user.id, sid: session.id, email: user.email }, now);
    return {
      accessToken: access.token,
      accessTokenExpiresUtc: access.expiresAt.toISOString(),
      accessTokenExpires: toSastIso(access.expiresAt),
      refreshToken: refresh,
      refreshTokenExpiresUtc: refreshExpires.toISOString(),
      refreshTokenExpires: toSastIso(refreshExpires),
    };
  }

  /** Ends one session: its refresh tokens and, through the sid check, its access tokens. */
  async function revokeSession(tx: DbOrTx, sessionId: string, reason: string): Promise<void> {
    await repo.revokeSessions(tx, { sessionId }, reason);
    // Its live streams end on every instance once this commits (decision 049).
    await notifications.accessChanged(tx, [sessionId]);
  }

  return {
    /** Also the input of purpose-bound keys (HKDF), e.g. for TOTP secrets at rest. */
    secret,
    verifyAccess,

    /** A new signed-in device: a session row, its first refresh token and an access token. */
    async startSession(
      tx: DbOrTx,
      user: { id: string; email: string },
      method: SessionMethod,
      device: DeviceInfo,
      /** The sign-in proved a second factor (decision 059). */
      proof: { secondFactor?: boolean } = {},
    ): Promise<{ sessionId: string; tokens: TokenPair }> {
      const now = new Date();
      const session = await repo.insertSession(tx, {
        userId: user.id,
        method,
        secondFactor: proof.secondFactor ?? false,
        ip: device.ip,
        userAgent: device.userAgent?.slice(0, 500) ?? null,
        expiresAt: new Date(now.getTime() + config.SESSION_MAX_DAYS * 86_400_000),
        lastSeenAt: now,
      });
      const tokens = await issuePair(tx, user, session, device, now);
      return { sessionId: session.id, tokens };
    },

    /**
     * Rotation. The token is claimed with one conditional UPDATE, so two racing uses cannot both win; a
     * token already used or revoked revokes its family. Returns null when the pair is not accepted.
     */
    async rotate(
      db: Db,
      presented: { refreshToken: string; accessToken: string | null },
      device: DeviceInfo,
      loadUser: (
        tx: DbOrTx,
        userId: string,
      ) => Promise<{ id: string; email: string; usable: boolean } | null>,
    ): Promise<TokenPair | null> {
      const access = presented.accessToken
        ? await verifyAccess(presented.accessToken, { ignoreExpiry: true })
        : null;
      if (presented.accessToken && !access) return null;
      const hash = sha256(presented.refreshToken);
      return db
        .transaction(async (tx) => {
          const now = new Date();
          const row = await repo.findRefreshToken(tx, hash);
          if (!row) return null;
          // The access token, when sent, must belong to the same session: a pair is not mixed and matched.
          if (access && (access.sid !== row.familyId || access.sub !== row.userId)) return null;
          if (row.usedAt || row.revokedAt) {
            await revokeSession(tx, row.familyId, 'refresh token reused');
            return 'reused' as const;
          }
          if (row.expiresAt <= now) return null;
          if (!(await repo.claimRefreshToken(tx, row.id, now))) {
            await revokeSession(tx, row.familyId, 'refresh token reused');
            return 'reused' as const;
          }
          const session = await repo.findSession(tx, row.familyId);
          if (!session || session.revokedAt || session.expiresAt <= now) return null;
          const user = await loadUser(tx, row.userId);
          if (!user?.usable) return null;
          await repo.touchSession(tx, session.id, now);
          return issuePair(tx, user, session, device, now);
        })
        .then((result) => (result === 'reused' ? null : result));
    },

    revokeSession,

    /** Ends every session of a user (sign out everywhere, password change or reset). */
    async revokeAllSessions(tx: DbOrTx, userId: string, reason: string): Promise<void> {
      await repo.revokeSessions(tx, { userId }, reason);
      await notifications.accessChanged(tx, [userId]);
    },

    /** The session a refresh token belongs to (logout with only a refresh token). */
    async sessionOfRefreshToken(
      db: DbOrTx,
      refreshToken: string,
    ): Promise<{ sessionId: string; userId: string } | null> {
      const row = await repo.findRefreshToken(db, sha256(refreshToken));
      return row ? { sessionId: row.familyId, userId: row.userId } : null;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
