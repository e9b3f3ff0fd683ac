import { describe, expect, it } from 'vitest';
import { VERIFY_MSG } from '@evidence/shared/constants';
import { afterReview, afterSubmit, changeRefusal, isEditable, reviewRefusal, statusMessage, submitRefusal } from '../../../src/services/verification/state-machine';

/** The state machine's table, every state against every event (000 §4). */
const STATES = [1, 2, 3, 4, 5];
const facts = (verify_status: number, account_type = 1, repair_type: number | null = null) => ({ verify_status, account_type, repair_type });

describe('verification state machine', () => {
  it('forms are editable only in 1, 4 and 5; 2 and 3 refuse with their own message', () => {
    expect(STATES.filter(isEditable)).toEqual([1, 4, 5]);
    expect(STATES.map((s) => submitRefusal(facts(s)))).toEqual([null, '您已提交认证，资料审核中…', VERIFY_MSG.alreadyVerified, null, null]);
    for (const type of [0, 1, 2]) expect(submitRefusal(facts(2, type))).toBe('您已提交认证，资料审核中…');
  });

  it('a submission moves to 2 and sets the account type by the form', () => {
    expect(afterSubmit('person')).toEqual({ verify_status: 2, account_type: 1 });
    expect(afterSubmit('company')).toEqual({ verify_status: 2, account_type: 2 });
  });

  it('an operator decides only what is under review: 2 → 3 or 4; a change keeps 3 and clears repairType', () => {
    expect([2, 3, 4].map(reviewRefusal)).toEqual([null, VERIFY_MSG.alreadyReviewed, VERIFY_MSG.alreadyReviewed]);
    expect(afterReview('person', 'approve')).toEqual({ status: 3, user: { verify_status: 3 } });
    expect(afterReview('company', 'reject')).toEqual({ status: 4, user: { verify_status: 4 } });
    expect(afterReview('author', 'approve')).toEqual({ status: 3, user: { repair_type: null } });
    expect(afterReview('author', 'reject')).toEqual({ status: 4, user: { repair_type: null } });
  });

  it('only a verified company changes its account and authorised person, one change at a time', () => {
    for (const s of STATES) for (const type of [0, 1, 2]) {
      const allowed = s === 3 && type === 2;
      expect(changeRefusal(facts(s, type), 'account'), `${s}/${type}`).toBe(allowed ? null : VERIFY_MSG.notCompany);
      expect(changeRefusal(facts(s, type), 'author'), `${s}/${type}`).toBe(allowed ? null : VERIFY_MSG.notCompany);
    }
    expect(changeRefusal(facts(3, 2, 2), 'author')).toBe(VERIFY_MSG.changePending);
    expect(changeRefusal(facts(3, 2, 2), 'account')).toBeNull();
  });

  it('each state has the exact 000 §4 text', () => {
    expect(STATES.map((s) => statusMessage(2, s))).toEqual([
      null,
      '您已提交认证，资料审核中…',
      '恭喜您，您已成功通过企业实名认证！',
      '抱歉，您的企业实名认证失败！ 您提交的资料审核未通过，请重新认证。',
      null,
    ]);
    expect(STATES.map((s) => statusMessage(1, s))).toEqual([
      null,
      '您已提交认证，资料审核中…',
      '恭喜，您的个人实名认证成功！',
      '抱歉，您的个人实名认证失败！ 您提交的资料审核未通过，请重新认证。',
      null,
    ]);
  });
});
