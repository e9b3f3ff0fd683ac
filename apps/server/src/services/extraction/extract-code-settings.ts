import type { TExtractCodeInfo } from '@evidence/shared/contracts';
import { SHARE_MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import type { UserPrincipal } from '../auth/principal';
import type { CodeCipher } from './code-cipher';
import { readExtractCode, writeExtractCode } from './extract-code-store';
import { releaseRecordLocks } from './record-guard';

/**
 * Whose code a caller works with: a sub-account (role '2') uses its company's (000 §6, issue 4 §6),
 * everyone else their own. Only the owner of the code may change it.
 */
function codeAccount(p: UserPrincipal): { accountId: number; isCompanyCode: boolean } {
  if (p.role === 'companySub' && p.actingCompanyId !== null) return { accountId: p.actingCompanyId, isCompanyCode: true };
  return { accountId: p.user.id, isCompanyCode: false };
}

export async function getExtractCodeInfo(db: Db, cipher: CodeCipher, p: UserPrincipal): Promise<TExtractCodeInfo> {
  const { accountId, isCompanyCode } = codeAccount(p);
  const stored = await readExtractCode(db, cipher, accountId);
  return {
    extractCode: stored.state === 'set' ? stored.code : null,
    isCompanyCode,
    canChange: !isCompanyCode,
    updatedAt: stored.state === 'set' ? stored.setAt : null,
    unreadable: stored.state === 'unreadable',
  };
}

export async function setExtractCode(db: Db, cipher: CodeCipher, p: UserPrincipal, code: string, ip: string | null): Promise<void> {
  const { accountId, isCompanyCode } = codeAccount(p);
  if (isCompanyCode) throw refuse(SHARE_MSG.subAccountNoChange);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select('extract_code_enc').where('id', '=', accountId).executeTakeFirstOrThrow();
    await writeExtractCode(trx, cipher, accountId, code);
    // guesses at the old code no longer hold the records shut (decision 171)
    await releaseRecordLocks(trx, accountId, Date.now());
    // never the code itself in the audit row
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: before.extract_code_enc ? 'extractCode.change' : 'extractCode.set', targetType: 'user', targetId: accountId, ip });
  });
}
