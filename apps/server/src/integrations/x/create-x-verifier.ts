import type { Config } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { createXApiVerifier } from './x-api-verifier.ts';
import { createDevVerifier, type XVerifier } from './x-verifier.ts';

/** The verifier X_VERIFIER names. */
export function createXVerifier(config: Config, db?: Db): XVerifier {
  if (config.X_VERIFIER === 'x-api') {
    if (!db) throw new Error('the x-api verifier needs the database (x_verifications)');
    return createXApiVerifier(config, { db });
  }
  return createDevVerifier();
}
