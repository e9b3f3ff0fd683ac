import {
  EXTRACT_CODE_MAX,
  EXTRACT_CODE_MIN,
  EXTRACT_LOCK_AFTER,
  EXTRACT_LOCK_MS,
  EXTRACT_LOCK_WINDOW_MS,
  EXTRACT_RECORD_LOCK_AFTER,
  EXTRACT_RECORD_LOCK_BASE_MS,
  EXTRACT_RECORD_LOCK_MAX_MS,
} from '@evidence/shared/constants';
import { POINTS_PER_YUAN } from '@evidence/shared/constants';
import type { TSiteConfig } from '@evidence/shared/contracts';

/**
 * Help-centre questions, grouped as users ask them. Kept in line with how the platform behaves: the numbers
 * are the code's constants or the server's settings (getSiteConfig), never written out by hand (decision 860).
 */
export interface FaqGroup {
  key: string;
  title: string;
  items: { q: string; a: string; link?: { to: string; text: string } }[];
}

type LoginLimits = TSiteConfig['loginLimits'];
const minutes = (ms: number) => (ms >= 3_600_000 ? `${ms / 3_600_000} 小时` : `${ms / 60_000} 分钟`);

/**
 * Failed logins (README, decisions 178–183): no account is ever locked — after LOGIN_CAPTCHA_AFTER failures
 * the account's logins need the image captcha until one succeeds, and a client address is held (captcha,
 * then refusal) only within its window. Until the settings arrive the answer says so without numbers.
 */
function loginItems(l: LoginLimits | undefined) {
  const captcha = {
    q: '登录时为什么要求输入图形验证码？',
    a: l
      ? `为防止他人猜测密码，同一账号连续登录失败 ${l.captchaAfter} 次后，该账号之后的登录须额外输入图形验证码，直到成功登录一次为止；同一网络地址 ${l.ipWindowMinutes} 分钟内登录失败 ${l.ipCaptchaAfter} 次后，从该地址的登录也须输入图形验证码。`
      : '为防止他人猜测密码，同一账号或同一网络地址连续登录失败多次后，登录时须额外输入图形验证码，成功登录后恢复正常。',
  };
  const lock = {
    q: '多次输错密码，账号会被锁定吗？',
    a: l
      ? `不会。平台不会锁定您的账号：输错 ${l.captchaAfter} 次后只需在登录时输入图形验证码，密码和验证码都正确即可登录，同时您会收到一条提醒消息（每小时最多一条）。为阻止批量猜测，同一网络地址 ${l.ipWindowMinutes} 分钟内登录失败 ${l.ipBlockAfter} 次后，来自该地址的登录会被暂时拒绝，${l.ipWindowMinutes} 分钟后自动恢复，其他网络下的登录不受影响。如确认忘记密码，可通过“忘记密码”重置。`
      : '不会。平台不会锁定您的账号：连续输错后只需在登录时输入图形验证码，密码和验证码都正确即可登录；同一网络地址短时间内失败过多时，来自该地址的登录会被暂时拒绝，稍后自动恢复。如确认忘记密码，可通过“忘记密码”重置。',
  };
  return { CAPTCHA_ITEM: captcha, LOCK_ITEM: lock };
}

/** The help centre's questions with the server's settings filled in. */
export function faqGroups(site: Pick<TSiteConfig, 'loginLimits' | 'operator' | 'notaryOffice'> | undefined): FaqGroup[] {
  const { CAPTCHA_ITEM, LOCK_ITEM } = loginItems(site?.loginLimits);
  const service = site ? `客服电话 ${site.operator.servicePhone}${site.operator.serviceEmail ? `，邮箱 ${site.operator.serviceEmail}` : ''}` : '页面底部的客服电话';
  return [

  {
    key: 'register',
    title: '注册与登录',
    items: [
      {
        q: '如何注册账号？',
        a: '点击页面右上角“注册”，输入本人手机号码和图形验证码后点击“获取验证码”，填写收到的 6 位短信验证码，设置 6-18 位数字字母组合的密码，勾选同意《平台服务协议》后提交即可。注册成功后请使用手机号和密码登录。',
      },
      {
        q: '收不到短信验证码怎么办？',
        a: '请确认手机号码填写正确、手机信号正常且未拦截短信。验证码 60 秒内只能获取一次，按钮倒计时结束后可重新获取；同一手机号每天获取次数有限，超过后请次日再试。验证码 10 分钟内有效，连续输错多次后需重新获取。',
      },
      {
        q: '图形验证码看不清怎么办？',
        a: '点击验证码图片即可更换一张。每张图形验证码只能使用一次，获取短信验证码或提交失败后会自动刷新。',
      },
      CAPTCHA_ITEM,
    ],
  },
  {
    key: 'password',
    title: '密码与账号安全',
    items: [
      {
        q: '忘记密码怎么办？',
        a: '在登录页点击“忘记密码”，输入注册手机号和图形验证码获取短信验证码，验证通过后设置新密码即可，新密码同样须为 6-18 位数字字母组合。',
      },
      {
        q: '如何修改登录密码？',
        a: '登录后点击右上角账户名称，进入“基本设置”中的“修改密码”，输入原密码和两次新密码。新密码不能与原密码相同。修改成功后需使用新密码重新登录，其他设备上的登录也会失效。',
      },
      LOCK_ITEM,
      {
        q: '为什么提示“长时间未响应，请重新登录”？',
        a: '登录状态长时间未使用会自动失效，或者您已在其他地方修改了密码。重新登录后会自动回到您刚才访问的页面。',
      },
    ],
  },
  {
    key: 'verify',
    title: '实名认证',
    items: [
      {
        q: '为什么要进行实名认证？',
        a: '电子数据存证和公证业务要求确认申请人身份。完成实名认证后，您的存证证书、证据下载及在线公证才具备完整效力。个人用户需提交身份证并完成人脸核验，企业用户需提交营业执照及法定代表人、经办人信息。',
      },
      {
        q: '认证状态分别是什么意思？',
        a: '“未认证”表示尚未提交资料；“审核中”表示资料已提交，一般 1-2 个工作日内完成审核，结果会以短信通知；“已认证”表示认证通过；“认证失败”表示资料未通过审核，请根据提示修改后重新认证。企业资料需要补充时，页面顶部会提示重新上传补充材料。',
      },
      {
        q: '认证失败后还能修改资料吗？',
        a: '可以。认证失败后认证表单会重新变为可编辑状态，企业认证需重新上传相关证照图片，修改后再次提交审核即可。',
      },
    ],
  },
  {
    key: 'company',
    title: '企业账号与子账号',
    items: [
      {
        q: '什么是企业成员（子账号）？',
        a: '完成企业认证的主账号可在“成员管理”中添加已完成个人实名认证的用户为成员。成员以企业身份登录后，可使用企业的积分进行存证，所产生的数据归属企业、主账号可见。',
      },
      {
        q: '子账号能做哪些操作？',
        a: '子账号可以进行数据存证、在线取证、查看消费记录等日常操作，但不能修改密码、删除存证记录、购买积分、管理发票、印章和成员，也不能使用“我的公证”和“在线调解”。',
      },
      {
        q: '子账号如何修改密码？',
        a: '子账号使用成员本人账号的密码登录。子账号身份下不能修改密码；如需更改，请在登录页通过“忘记密码”用本人手机号重新设置。',
      },
      {
        q: '成员被停用后还能恢复吗？',
        a: '停用操作不可撤销，停用后该成员不能再访问企业数据。如需继续合作，请重新添加该成员。',
      },
    ],
  },
  {
    key: 'evidence',
    title: '存证与验证',
    items: [
      {
        q: '平台如何保证电子数据未被篡改？',
        a: '文件上传时平台同时计算 SHA-256 和国密 SM3 哈希值，并写入只能追加的防篡改账本，由公证处定期签名确认，可选写入区块链或取得可信时间戳。任何人都可以凭证书附带的证明材料独立核验文件是否与存证时一致。',
      },
      {
        q: '如何让他人查看我的证据？',
        a: '在存证列表或证书页点击“分享”：对话框给出证书链接、保全号和提取码（尚未设置提取码时可在对话框中直接设置），可选链接永久、7天或30天有效，一键复制后发给对方。对方打开链接可查看证书（持有人已打码），输入提取码后可在线预览原件或下载证据包。链接到期后不能再打开证书，但知道保全号和提取码的人仍可提取，如需停止请修改提取码。请仅告知需要查看证据的人。',
      },
    ],
  },

  {
    key: 'products',
    title: '产品与服务',
    items: [
      {
        q: '数据存证是什么？',
        a: '在“数据存证”中上传文件，平台在上传时计算文件的 SHA-256 和国密 SM3 哈希值，写入防篡改账本并出具存证证书。证书可在线查看、下载和打印，证据包中附有证明材料，任何人都可以独立核验文件自存证时起未被改动。',
      },
      {
        q: '在线取证有哪些方式？',
        a: '“在线取证”包括网页取证（输入网址，由平台在独立环境中打开并截取页面）、过程取证和 OTT 取证（在平台提供的远程浏览器或电视环境中操作，全程录屏）、App 取证（手机 App 上传的数据）和执法记录仪数据。取证完成后，结果与数据存证一样写入账本并出具证书。',
      },
      {
        q: '电子签约怎么用？',
        a: '完成实名认证的个人或企业可在“电子签约”中上传合同模板、发起签署流程并指定签署人，企业主账号还可制作企业印章；每次发起按收费标准扣除积分。签署人通过短信收到的链接在手机上核验身份并签署；全部签署完成后，平台为合同加上数字签名并作为存证保存，签署结果链接以短信发送给签署人。',
      },
      {
        q: '在线公证怎么办理？',
        a: `在“数据存证”列表或存证证书上点击“申请公证”，或在“我的公证”中选择存证记录申请。提交前页面会显示公证费用并请您确认；之后依次阅读填写申请表、在线签字、数据解密（平台重新核验原件）并支付。支付后由合作公证机构${site ? `（${site.notaryOffice.name}）` : ''}办理：受理 → 询问（公证员制作询问笔录，请您确认签署）→ 出证。需要您操作时，“我的公证”中会显示“待您签署”“待您支付”等提示和按钮，消息通知中也可直接打开对应步骤。`,
      },
    ],
  },
  {
    key: 'prices',
    title: '收费标准',
    items: [
      {
        q: '各项服务如何收费？',
        a: `存证、取证、电子签约和公证均以积分计费，1 元可购买 ${POINTS_PER_YUAN} 积分。各项服务的现行价格以“收费标准”页面为准，公证费用在申请前还会再次显示并请您确认。`,
        link: { to: '/prices', text: '查看收费标准' },
      },
      {
        q: '积分如何购买？',
        a: '登录后进入“购买积分”，选择金额后通过微信或支付宝支付，支付成功后积分到账。充值和消费记录可在“订单管理”中查看。',
      },
    ],
  },
  {
    key: 'invoices',
    title: '发票',
    items: [
      {
        q: '如何开具发票？',
        a: '在“订单管理”中勾选已支付的充值订单，点击申请开票，选择发票抬头和发票类型后提交。目前仅开具电子普通发票；每笔订单只能开具一次，且须为本年度支付的订单；企业账号须使用企业抬头。申请提交后可在“发票管理”中查看进度，开具后可下载，被拒绝时可查看原因并重新申请。',
      },
      {
        q: '发票抬头最多能保存几个？',
        a: '每个账号最多保存 5 个发票抬头。完成实名认证后才能新增抬头；企业账号的抬头名称与认证的企业名称一致，不能修改。子账号不能管理发票。',
      },
    ],
  },
  {
    key: 'share',
    title: '分享与提取码',
    items: [
      {
        q: '提取码有什么要求？',
        a: `提取码可在“分享”对话框中首次设置，也可在“基本设置”的“证据提取码”中设置和修改，长度 ${EXTRACT_CODE_MIN}-${EXTRACT_CODE_MAX} 位，须同时包含字母和数字，可使用常用符号。提取码加密保存；更换提取码后旧提取码立即失效。`,
      },
      {
        q: '对方多次输错提取码会怎样？',
        a: `同一网络地址 ${minutes(EXTRACT_LOCK_WINDOW_MS)}内对同一证据输错提取码 ${EXTRACT_LOCK_AFTER} 次，该地址对该证据的提取将暂停 ${minutes(EXTRACT_LOCK_MS)}；同一证据 ${minutes(EXTRACT_LOCK_WINDOW_MS)}内被输错 ${EXTRACT_RECORD_LOCK_AFTER} 次（不论来自哪里），该证据将暂停凭提取码提取 ${minutes(EXTRACT_RECORD_LOCK_BASE_MS)}，一天内再次发生时暂停时间加倍，最长 ${minutes(EXTRACT_RECORD_LOCK_MAX_MS)}。每次暂停都会通知证据所有人；所有人本人登录后查看、下载不受影响，设置新的提取码即可立即解除暂停。`,
      },
      {
        q: '别人提取了我的证据，我能知道吗？',
        a: '能。每次凭提取码提取证据，平台都会记入该证据的“证据保管记录”，并通知证据所有人提取时间和对方的部分网络地址（同一地址每小时最多通知一次）。',
      },
    ],
  },
  {
    key: 'contact',
    title: '联系我们',
    items: [
      {
        q: '遇到问题如何联系客服？',
        a: `请联系平台${service}。公证业务相关问题也可联系合作公证机构${site ? `：${site.notaryOffice.name}，电话 ${site.notaryOffice.phone}，地址 ${site.notaryOffice.address}` : '（见页面底部）'}。`,
      },
    ],
  },
  ];
}
