import type { DocSpec } from '../../signing';
import { applicantLabel, chinaDate, officeIdentityBlocks, type DocumentFacts } from './facts';

/**
 * 公证告知书: what the matter means in law and its consequences, the party's rights and duties, fees and
 * time limits (公证程序规则; research §1: certificate within 15 working days, review within one year).
 */
export function notarizationNoticeSpec(f: DocumentFacts): DocSpec {
  return {
    title: '公证告知书',
    blocks: [
      { kind: 'paragraph', text: `${applicantLabel(f)}${f.applicant.name}：您（贵单位）向${f.officeName}申请办理${f.matter}（申请编号 ${f.orderNo}），根据《中华人民共和国公证法》和《公证程序规则》，现将有关事项告知如下：` },
      { kind: 'heading', text: '一、公证机构的职责' },
      { kind: 'paragraph', text: '公证机构依法独立行使公证职能，对申请公证的事项以及当事人提供的证明材料进行审查核实。公证员与当事人有利害关系的，应当回避；当事人有权申请公证员回避。' },
      { kind: 'heading', text: '二、当事人的权利' },
      { kind: 'paragraph', text: '当事人有权了解办理公证的程序、收费标准和期限；有权申请公证员回避；在公证书出具前有权撤回公证申请；对公证书有异议的，可以在收到公证书之日起一年内向出具公证书的公证机构提出复查，对复查处理决定仍有异议的，可以向地方公证协会投诉。' },
      { kind: 'heading', text: '三、当事人的义务' },
      { kind: 'paragraph', text: '当事人应当如实陈述申请公证的事项，提供真实、合法、充分的证明材料，配合公证机构核实，并在询问笔录上签名确认。提供虚假证明材料骗取公证书的，应当依法承担民事责任；构成违反治安管理行为或者犯罪的，依法追究法律责任。' },
      { kind: 'heading', text: '四、费用' },
      { kind: 'paragraph', text: `本次公证费用为${f.feeText}，在平台支付后由公证机构受理办理。公证机构终止办理或者不予出具公证书的，按平台公布的规则退还费用。` },
      { kind: 'heading', text: '五、期限与终止' },
      { kind: 'paragraph', text: '公证机构一般自受理之日起十五个工作日内出具公证书；因补充证明材料或者需要核实有关情况所需的时间不计算在期限内。当事人未按规定补充材料、拒绝配合核实或者撤回申请的，公证机构可以终止公证。' },
      { kind: 'paragraph', text: `以上内容本人（本单位）已阅读并知悉。告知日期：${chinaDate(f.appliedAt)}` },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '当事人（签名或盖章）' }] },
      ...officeIdentityBlocks(f),
    ],
  };
}
