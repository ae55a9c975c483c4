import { ErrorCode } from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import { hashToken, newRefreshToken, type TokenSigner } from '../../plugins/app/tokens.js';
import { isLive, type SessionRepository } from './session.repository.js';

export interface TokenPair {
  token: string;
  refreshToken: string;
  expires_in: number;
  uid: number;
}

/** 30000 unless the caller's session is live: for the paths of an `in-statement` handler that have no statement of their own. */
export async function assertLive(db: Db, u: AuthUser): Promise<void> {
  if (!(await isLive(db, u))) throw new AppError(ErrorCode.SESSION_INVALID);
}

/** Short-lived access tokens and single-use rotating refresh tokens; reuse of a used refresh token revokes the session. */
export function sessionService(
  db: Db,
  repo: SessionRepository,
  signer: TokenSigner,
  config: Pick<Config, 'accessTokenTtl' | 'refreshTokenTtl'>,
) {
  const pairFor = async (uid: number, sessionId: number, tx: Db | Tx): Promise<TokenPair> => {
    const refreshToken = newRefreshToken();
    await repo.addRefreshToken(
      sessionId,
      hashToken(refreshToken),
      new Date(Date.now() + config.refreshTokenTtl * 1000),
      tx,
    );
    return {
      token: signer.sign(uid, sessionId, config.accessTokenTtl),
      refreshToken,
      expires_in: config.accessTokenTtl,
      uid,
    };
  };

  return {
    /** Opens a new session for a user (login, register). */
    open: (uid: number, tx: Db | Tx = db) => (async () => pairFor(uid, await repo.create(uid, tx), tx))(),

    async authenticate(token: string | undefined, opts: { live?: boolean } = {}): Promise<AuthUser> {
      const v = signer.verify(token);
      if (!v.ok) throw new AppError(v.reason === 'expired' ? ErrorCode.TOKEN_EXPIRED : ErrorCode.SESSION_INVALID);
      // the caller checks liveness in its own statement (liveSession)
      if (opts.live === false) return { uid: v.claims.uid, sessionId: v.claims.sid };
      const userId = await repo.liveSessionUser(v.claims.sid);
      if (userId !== v.claims.uid) throw new AppError(ErrorCode.SESSION_INVALID);
      return { uid: v.claims.uid, sessionId: v.claims.sid };
    },

    rotate: (refreshToken: string): Promise<TokenPair> =>
      db
        .transaction(async (tx) => {
          const hash = hashToken(refreshToken);
          const sessionId = await repo.useRefreshToken(hash, tx);
          if (sessionId === undefined) {
            const known = await repo.findRefreshToken(hash, tx);
            if (known?.usedAt) {
              await repo.revoke(known.sessionId, 'refresh token reused', tx);
              return { reused: true } as const;
            }
            throw new AppError(ErrorCode.SESSION_INVALID);
          }
          const uid = await repo.liveSessionUser(sessionId, tx);
          if (uid === undefined) throw new AppError(ErrorCode.SESSION_INVALID);
          return pairFor(uid, sessionId, tx);
        })
        .then((r) => {
          // the revocation must commit, so the reuse error is thrown after the transaction
          if ('reused' in r) throw new AppError(ErrorCode.SESSION_INVALID, '登录状态异常，请重新登录');
          return r;
        }),

    close: (sessionId: number) => repo.revoke(sessionId, 'logout'),
    closeAllOfUser: (uid: number, tx: Tx) => repo.revokeAllOfUser(uid, 'account deleted', tx),
    /** After a password change: every session of the user ends but `keep` (the caller's own, when logged in). */
    closeOnPasswordChange: (uid: number, tx: Tx, keep?: number) =>
      repo.revokeAllOfUser(uid, 'password changed', tx, keep),
  };
}
export type SessionService = ReturnType<typeof sessionService>;
