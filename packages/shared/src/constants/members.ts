/**
 * Company members (sub-accounts) and the role switch (001 §2.5, §2.6, §3, §4, §5, §9; 000 §5, §7).
 * docs/members.md describes the statuses and rules; docs/decisions.md 115–124 why.
 */

/** Membership status (001 §4): 2 pending or failed audit, 3 bound, 4 disabled (irreversible). */
export const MemberStatus = { pending: 2, bound: 3, stopped: 4 } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

/** status_name: 2 reads 审核未通过 once the operator rejected the letter (audit_content set). */
export function memberStatusName(status: number, auditContent: string | null): string {
  if (status === MemberStatus.pending) return auditContent ? '审核未通过' : '待审核';
  if (status === MemberStatus.bound) return '已绑定';
  if (status === MemberStatus.stopped) return '已停用';
  return '未知状态';
}

/** SMS `type` of sendMsg (001 §9): 7 add a member, 8 disable a member (and a member's own unbind, 000 §7). */
export const MemberSmsType = { add: '7', stop: '8' } as const;

/** Member-order pay filter (001 §9): 0 all, 1 pending, 2 paid, 3 cancelled → PayStatus (1, 2, 4). */
export const MEMBER_PAY_FILTER: Record<string, number | null> = { '0': null, '1': 1, '2': 2, '3': 4 };

/** Why a membership ended, kept in stop_reason. */
export const MEMBER_STOP_REASON = { selfUnbind: '成员自行解绑' } as const;

export const MEMBER_LIMITS = { stopReasonMax: 100, auditContentMax: 200, keywordMax: 30 } as const;

export const MEMBER_MSG = {
  // 001 §5, quoted
  mobileRequired: '请输入手机号',
  smsCodeRequired: '请输入成员手机号短信验证码',
  letterRequired: '请上传授权委托书',
  letterType: '请上传图片类型',
  smsTokenMissing: '请获取短信验证码',
  // ours
  notRegistered: '该手机号尚未注册，请先注册个人账号',
  notVerified: '该用户尚未完成个人实名认证，不能添加为成员',
  isCompany: '企业账号不能添加为成员',
  isSelf: '不能添加自己为成员',
  boundElsewhere: '该用户已绑定其他机构，不能重复添加',
  alreadyMember: '该用户已是本企业成员或正在审核中',
  notFound: '成员不存在',
  onlyPendingEdit: '只有待审核或审核未通过的成员可以编辑',
  onlyPendingDelete: '已绑定的成员不能删除，请使用停用',
  onlyBoundStop: '只有已绑定的成员可以停用',
  mobileMismatch: '手机号与成员信息不一致',
  companyNotVerified: '企业实名认证通过后才能管理成员',
  badType: '短信类型不正确',
  notActingMember: '当前不是子账号身份，无法解绑',
  letterGone: '授权委托书不存在，请重新上传',
  stopReasonTooLong: '停用原因最多100个字符',
  rejectReasonRequired: '请填写驳回原因',
  alreadyDecided: '该成员申请已处理，请刷新后查看',
  roleNotHeld: '您不是该企业的成员，无法切换',
  roleInvalid: '身份参数不正确',
  noData: '暂无数据',
  added: '添加成功，请等待平台审核授权委托书',
  updated: '修改成功，请等待平台审核授权委托书',
  deleted: '删除成功',
  stopped: '停用成功',
  unbound: '解绑成功',
  switched: '切换成功',
  approved: '已通过',
  rejected: '已驳回',
  templateName: '企业成员授权委托书模板.pdf',
} as const;
