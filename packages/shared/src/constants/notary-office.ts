/**
 * The notary office's side of online notarization (issue 15; docs/notarization.md "The office's
 * console"; decisions 300–). Messages are ours: the specification describes only the applicant's pages.
 */

/** What an operator may do: `operator` runs the platform's reviews; `notary` also handles notarial orders. */
export const OPERATOR_ROLES = ['operator', 'notary'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = { operator: '运营人员', notary: '公证员' };

export const NOTARY_OFFICE = {
  /** rows per page of the console's queue */
  pageSize: 10,
  /** the interview record: at most this many questions, each question and answer at most so long */
  interviewMaxItems: 30,
  questionMax: 200,
  answerMax: 1000,
  /** the reason of 终止 / 出证失败 (the applicant reads it in a notice) */
  reasonMax: 200,
  /** console links to documents and originals: short, they are opened at once */
  linkTtlMs: 10 * 60_000,
  /** the default word of certificate numbers `(年份)X证字第N号` (NOTARY_CERT_WORD) */
  defaultCertWord: '演示',
} as const;

/**
 * The questions every preservation interview asks (research §1): the unanswered 询问笔录 prints them, and
 * the console's editor starts from them.
 */
export const NOTARY_STANDARD_QUESTIONS: readonly string[] = [
  '请核实您（贵单位）的身份。',
  '您（贵单位）申请办理什么公证事项？',
  '申请公证的目的和用途是什么？',
  '这些电子数据是如何取得的？与您（贵单位）有何关系？',
  '该电子数据所涉事项目前是否存在争议或已进入诉讼、仲裁程序？',
  '公证员告知：提供虚假陈述或虚假材料的，应承担相应法律责任。您（贵单位）是否清楚？',
];

export const NOTARY_OFFICE_MSG = {
  notaryOnly: '仅公证员可以办理公证业务',
  notHandler: '该公证订单由其他公证员承办，您不能办理',
  orderNotFound: '公证订单不存在',
  notAtOffice: '该公证订单尚未提交公证处，不能办理',
  ended: '该公证订单已结束，不能办理',
  wrongStage: '当前阶段为“{stage}”，不能{action}',
  accepted: '已受理，受理通知书已生成',
  interviewSaved: '询问笔录已保存，等待申请人确认签署',
  interviewRequired: '请填写询问笔录',
  interviewTooMany: '询问笔录最多30个问题',
  questionRequired: '请填写问题',
  answerRequired: '请填写回答',
  questionTooLong: '问题不能超过200个字',
  answerTooLong: '回答不能超过1000个字',
  issuing: '公证书正在生成中',
  terminated: '已终止办理',
  failed: '已确认出证失败',
  reasonRequired: '请填写原因',
  reasonTooLong: '原因不能超过200个字',
  recordNotInOrder: '该存证记录不属于此公证订单',
  originalUnavailable: '原始文件不可调阅（记录已删除、仍在上传或证据缺失）',
  originalChanged: '原始文件复核未通过，不能调阅：{reason}。请将该订单作出证失败处理',
  documentNotFound: '文书不存在',
  issueFailed: '公证书生成失败，请稍后重试',
  changed: '订单状态已变化，请刷新后重试',
} as const;
