import { Descriptions } from 'antd';
import type { TCompanyData, TPersonData } from '@evidence/shared/contracts';
import { IdentityImages } from './identity-images';
import { sexName } from './verification-labels';

const D = ({ title, items }: { title: string; items: Array<[string, React.ReactNode]> }) => (
  <Descriptions
    title={title}
    size="small"
    bordered
    column={{ xs: 1, sm: 2 }}
    className="ep-kyc-section"
    items={items.map(([label, children]) => ({ key: label, label, children: children ?? '-' }))}
  />
);

/** An individual's form as submitted, unmasked (operators only). */
export function PersonSection({ p, cleared }: { p: TPersonData; cleared: boolean }) {
  return (
    <>
      <D
        title="身份信息"
        items={[
          ['姓名', p.userName],
          ['证件类型', p.type === 1 ? '居民身份证' : String(p.type)],
          ['身份证号码', <span className="ep-mono">{p.idCard}</span>],
          ['性别', sexName(p.sex)],
          ['手机号码', p.mobile],
          ['身份证地址', p.address],
        ]}
      />
      <IdentityImages
        cleared={cleared}
        items={[
          { label: '身份证人像面', image: p.authorFront },
          { label: '身份证国徽面', image: p.authorBack },
          { label: '手持身份证', image: p.authorHand },
        ]}
      />
    </>
  );
}

/** The authorised person with their documents (also the "before" of a change). */
export function AuthorSection({ c, title, cleared }: { c: TCompanyData; title: string; cleared: boolean }) {
  return (
    <>
      <D
        title={title}
        items={[
          ['姓名', c.authorName],
          ['性别', sexName(c.authorSex)],
          ['出生日期', c.authorBrith],
          ['手机号码', c.authorPhone],
          ['身份证号码', <span className="ep-mono">{c.authorIdcard}</span>],
          ['住址', c.authorAddress],
        ]}
      />
      <IdentityImages
        cleared={cleared}
        items={[
          { label: '授权委托书', image: c.file },
          { label: '身份证人像面', image: c.authorFront },
          { label: '身份证国徽面', image: c.authorBack },
        ]}
      />
    </>
  );
}

/** A company's form as submitted, unmasked (operators only). */
export function CompanySection({ c, cleared }: { c: TCompanyData; cleared: boolean }) {
  return (
    <>
      <D
        title="企业信息"
        items={[
          ['企业名称', c.company],
          ['统一社会信用代码', <span className="ep-mono">{c.taxNumber}</span>],
          ['企业地址', c.address],
        ]}
      />
      <IdentityImages cleared={cleared} items={[{ label: '营业执照', image: c.license }]} />
      <D
        title="法定代表人"
        items={[
          ['姓名', c.legalName],
          ['性别', sexName(c.legalSex)],
          ['出生日期', c.legalBirth],
          ['身份证号码', <span className="ep-mono">{c.legalIdcard}</span>],
          ['住址', c.legalAddress],
        ]}
      />
      <D
        title="对公账户"
        items={[
          ['开户名称', c.accountName],
          ['开户银行', c.accountBank],
          ['银行账号', <span className="ep-mono">{c.accountNo}</span>],
        ]}
      />
      <D
        title="联系人"
        items={[
          ['姓名', c.contactName],
          ['手机号码', c.contactPhone],
          ['身份证号码', <span className="ep-mono">{c.contactIdcard}</span>],
        ]}
      />
      <AuthorSection c={c} title="被授权人" cleared={cleared} />
    </>
  );
}
