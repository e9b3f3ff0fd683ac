import { SMS_CODE_TTL_SECONDS } from '@evidence/shared/constants';

/**
 * Every text message the platform sends, as a carrier template (decision 889). Carriers (Tencent Cloud SMS, Aliyun
 * dysmsapi) send only templates an office applied for and had approved, filled with parameters: no free text. So a
 * caller names a template key and its parameters, nothing else. The local provider renders the Chinese text below
 * into its outbox; a real provider sends the template id configured for the key (SMS_TEMPLATE_<KEY>) with the
 * parameters in the order `params` lists them (Tencent: TemplateParamSet {1}…{n}; Aliyun: a JSON object by name).
 * docs/providers.md lists each template's text for the application, built from `carrierText` below.
 */

/** How a carrier accepts one parameter. */
type ParamKind =
  /** the code itself: 6 digits (a carrier's verification-code variable takes at most 6) */
  | 'code'
  /** a name, title or label: at most TEXT_PARAM_MAX characters, longer values are cut with … (only for a carrier) */
  | 'text'
  /** must arrive whole (an order number, a date): never cut */
  | 'exact'
  /** a link of this site: the carrier gets its path and query only, PUBLIC_URL is constant text in the template
   * (carriers refuse a whole link as a variable: Tencent's template FAQ) */
  | 'link';

/** A carrier's default longest "other" variable (Tencent's review standard; longer ones are applied for per template). */
export const TEXT_PARAM_MAX = 12;

interface TemplateDef {
  params: Readonly<Record<string, ParamKind>>;
  /** the full Chinese text of the local outbox, without the 【signature】 */
  local: (p: Record<string, string>) => string;
  /** the text to apply for, with {name} where a parameter goes (rendered per carrier in the docs) */
  carrierText: string;
  /** verification code (验证码) or notice (通知): the two template types carriers price and review apart */
  type: 'code' | 'notice';
}

const MIN = SMS_CODE_TTL_SECONDS / 60;
const codeText = (doing: string) => (p: Record<string, string>) => `您正在${doing}，验证码为${p.code}，${MIN}分钟内有效。如非本人操作，请忽略本短信。`;
const codeCarrier = (doing: string) => `您正在${doing}，验证码为{code}，${MIN}分钟内有效。如非本人操作，请忽略本短信。`;
const code = (doing: string): TemplateDef => ({ params: { code: 'code' }, local: codeText(doing), carrierText: codeCarrier(doing), type: 'code' });

export const SMS_TEMPLATES = {
  code_register: code('注册账号'),
  code_reset: code('找回密码'),
  code_member_add: code('添加企业成员'),
  code_member_stop: code('停用企业成员'),
  code_account: code('修改企业账号手机号'),
  code_notary_sign: {
    params: { code: 'code', orderNo: 'exact' },
    local: (p) => codeText(`签署公证订单${p.orderNo}的申请文书`)(p),
    carrierText: codeCarrier('签署公证订单{orderNo}的申请文书'),
    type: 'code',
  },
  code_notary_interview: {
    params: { code: 'code', orderNo: 'exact' },
    local: (p) => codeText(`确认公证订单${p.orderNo}的询问笔录并签署受理通知书回执`)(p),
    carrierText: codeCarrier('确认公证订单{orderNo}的询问笔录并签署受理通知书回执'),
    type: 'code',
  },
  code_esign: {
    params: { code: 'code', title: 'text' },
    local: (p) => codeText(`签署电子合同《${p.title}》`)(p),
    carrierText: codeCarrier('签署电子合同《{title}》'),
    type: 'code',
  },
  verify_approved: { params: { what: 'text' }, local: (p) => `您的${p.what}已通过审核。`, carrierText: '您的{what}已通过审核。', type: 'notice' },
  verify_rejected: { params: { what: 'text' }, local: (p) => `您的${p.what}未通过审核，请登录平台查看原因。`, carrierText: '您的{what}未通过审核，请登录平台查看原因。', type: 'notice' },
  esign_invite: {
    params: { name: 'text', sender: 'text', title: 'text', date: 'exact', link: 'link' },
    local: (p) => `${p.name}您好，${p.sender}邀请您签署《${p.title}》，请于${p.date}前打开链接完成签署：${p.link}`,
    carrierText: '{name}您好，{sender}邀请您签署《{title}》，请于{date}前打开链接完成签署：{link}',
    type: 'notice',
  },
  esign_reminder: {
    params: { name: 'text', sender: 'text', title: 'text', date: 'exact', link: 'link' },
    local: (p) => `${p.name}您好，${p.sender}邀请您签署的《${p.title}》尚未完成，请于${p.date}前打开链接完成签署：${p.link}`,
    carrierText: '{name}您好，{sender}邀请您签署的《{title}》尚未完成，请于{date}前打开链接完成签署：{link}',
    type: 'notice',
  },
  esign_expired: {
    params: { name: 'text', title: 'text' },
    local: (p) => `${p.name}您好，《${p.title}》已过签署截止时间，签署链接已失效。`,
    carrierText: '{name}您好，《{title}》已过签署截止时间，签署链接已失效。',
    type: 'notice',
  },
  esign_revoked: {
    params: { name: 'text', sender: 'text', title: 'text' },
    local: (p) => `${p.name}您好，${p.sender}发起的《${p.title}》签署已撤销，原签署链接已失效。`,
    carrierText: '{name}您好，{sender}发起的《{title}》签署已撤销，原签署链接已失效。',
    type: 'notice',
  },
  esign_completed: {
    params: { name: 'text', title: 'text', link: 'link' },
    local: (p) => `${p.name}您好，您参与签署的《${p.title}》已全部签署完成，请打开链接查看并下载签署文件：${p.link}`,
    carrierText: '{name}您好，您参与签署的《{title}》已全部签署完成，请打开链接查看并下载签署文件：{link}',
    type: 'notice',
  },
  operator_alert: {
    params: { what: 'text', ref: 'exact' },
    local: (p) => `平台完整性告警：${p.what}（${p.ref}），相关功能已暂停，请查看服务器日志和运营后台审计日志。`,
    carrierText: '平台完整性告警：{what}（{ref}），相关功能已暂停，请查看服务器日志和运营后台审计日志。',
    type: 'notice',
  },
} satisfies Record<string, TemplateDef>;

export type SmsTemplateKey = keyof typeof SMS_TEMPLATES;
export const SMS_TEMPLATE_KEYS = Object.keys(SMS_TEMPLATES) as SmsTemplateKey[];

/** One message: the template and its parameters, by the names the template lists. */
export interface SmsMessage {
  phone: string;
  template: SmsTemplateKey;
  params: Record<string, string>;
  /** what it is for, as the outbox and the outcome rows show it (an SmsPurpose, an esign purpose, ledger-alert) */
  purpose: string;
}

/** The setting that holds a template's id at the carrier: SMS_TEMPLATE_CODE_REGISTER, … */
export const templateSetting = (key: SmsTemplateKey) => `SMS_TEMPLATE_${key.toUpperCase()}`;

/** The local outbox's text: the same words a phone would read, signed 【signName】 as a carrier signs them. */
export function renderLocalText(signName: string, m: Pick<SmsMessage, 'template' | 'params'>): string {
  return `【${signName}】${(SMS_TEMPLATES[m.template] as TemplateDef).local(checkedParams(m))}`;
}

function checkedParams(m: Pick<SmsMessage, 'template' | 'params'>): Record<string, string> {
  const def = SMS_TEMPLATES[m.template] as TemplateDef | undefined;
  if (!def) throw new Error(`unknown SMS template ${m.template}`);
  const missing = Object.keys(def.params).filter((n) => typeof m.params[n] !== 'string');
  if (missing.length) throw new Error(`SMS template ${m.template} needs ${missing.join(', ')}`);
  return m.params;
}

/**
 * The parameters as a carrier takes them, in the template's order: a code as is (6 digits), a text cut to
 * TEXT_PARAM_MAX characters (…), a link reduced to its path and query, anything exact whole.
 */
export function carrierParams(m: Pick<SmsMessage, 'template' | 'params'>): Array<{ name: string; value: string }> {
  const p = checkedParams(m);
  return Object.entries((SMS_TEMPLATES[m.template] as TemplateDef).params).map(([name, kind]) => {
    const raw = p[name]!;
    if (kind === 'text') {
      const chars = [...raw];
      return { name, value: chars.length > TEXT_PARAM_MAX ? `${chars.slice(0, TEXT_PARAM_MAX - 1).join('')}…` : raw };
    }
    if (kind === 'link') {
      try {
        const u = new URL(raw);
        return { name, value: `${u.pathname.replace(/^\//, '')}${u.search}` };
      } catch {
        return { name, value: raw };
      }
    }
    return { name, value: raw };
  });
}

/** The template's text for one carrier's application form: Tencent numbers its variables {1}…, Aliyun names them ${name}. */
export function applicationText(key: SmsTemplateKey, carrier: 'tencent' | 'aliyun'): string {
  const def = SMS_TEMPLATES[key] as TemplateDef;
  const names = Object.keys(def.params);
  return def.carrierText.replace(/\{(\w+)\}/g, (_, n: string) => {
    const variable = carrier === 'tencent' ? `{${names.indexOf(n) + 1}}` : `\${${n}}`;
    // a link's site is constant text: PUBLIC_URL with its trailing slash, then the variable
    return def.params[n] === 'link' ? `<PUBLIC_URL>/${variable}` : variable;
  });
}

export const templateType = (key: SmsTemplateKey) => (SMS_TEMPLATES[key] as TemplateDef).type;
