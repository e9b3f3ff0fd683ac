import { describe, expect, it } from 'vitest';
import { MEMBER_MSG, MSG, memberStatusName } from '../../src/constants';
import { ZMemberAddRequest, ZMemberOrderListRequest, ZMemberSendMsgRequest, ZSwitchRoleRequest } from '../../src/contracts/members';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('member contracts (001 §5, §9)', () => {
  const add = { mobile: '13800000001', smsCode: '123456', smsToken: 't', filePath: 'images/202611/0123456789abcdef0123456789abcdef.png' };
  it('add: the spec messages, the letter path turned into the image name', () => {
    expect(firstMessage(ZMemberAddRequest.safeParse({ ...add, mobile: '' }))).toBe(MEMBER_MSG.mobileRequired);
    expect(firstMessage(ZMemberAddRequest.safeParse({ ...add, mobile: '12345678901' }))).toBe(MSG.phoneInvalid);
    expect(firstMessage(ZMemberAddRequest.safeParse({ ...add, smsCode: '' }))).toBe(MEMBER_MSG.smsCodeRequired);
    expect(firstMessage(ZMemberAddRequest.safeParse({ ...add, smsToken: '' }))).toBe(MEMBER_MSG.smsTokenMissing);
    expect(firstMessage(ZMemberAddRequest.safeParse({ ...add, filePath: '' }))).toBe(MEMBER_MSG.letterRequired);
    expect(firstMessage(ZMemberAddRequest.safeParse({ ...add, filePath: '../etc/passwd' }))).toBe(MEMBER_MSG.letterGone);
    expect(ZMemberAddRequest.parse(add).filePath).toBe('0123456789abcdef0123456789abcdef.png');
    expect(ZMemberAddRequest.parse({ ...add, filePath: '/api/Upload/image/0123456789abcdef0123456789abcdef.png' }).filePath).toBe('0123456789abcdef0123456789abcdef.png');
  });
  it('sendMsg types 7 and 8 only; switchRole 1 or 2', () => {
    expect(ZMemberSendMsgRequest.safeParse({ mobile: '13800000001', type: 7 }).success).toBe(true);
    expect(firstMessage(ZMemberSendMsgRequest.safeParse({ mobile: '13800000001', type: '9' }))).toBe(MEMBER_MSG.badType);
    expect(firstMessage(ZSwitchRoleRequest.safeParse({ role: '3' }))).toBe(MEMBER_MSG.roleInvalid);
    expect(ZSwitchRoleRequest.parse({ role: 2, pid: '5', uid: '', client: '1' })).toMatchObject({ role: '2', pid: 5, uid: undefined });
  });
  it('order filters: pay 0–3, the order types of §9, days', () => {
    expect(ZMemberOrderListRequest.parse({ member_id: '3' })).toMatchObject({ member_id: 3, payStatus: '0', page: 1 });
    expect(ZMemberOrderListRequest.safeParse({ member_id: '3', busType: '7' }).success).toBe(false);
    expect(ZMemberOrderListRequest.safeParse({ member_id: '3', startTime: '2026-1-1' }).success).toBe(false);
    expect(firstMessage(ZMemberOrderListRequest.safeParse({ member_id: 'x' }))).toBe(MEMBER_MSG.notFound);
  });
  it('status names', () => {
    expect([memberStatusName(2, null), memberStatusName(2, '未盖章'), memberStatusName(3, null), memberStatusName(4, null)]).toEqual(['待审核', '审核未通过', '已绑定', '已停用']);
  });
});
