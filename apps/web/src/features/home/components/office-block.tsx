import { useSiteConfig } from '../api/get-site-config';
import './office-block.css';

/**
 * The partner notary office's identity as configured (name, licence, address, telephone) and customer
 * service: shown on the notarization pages and 在线公证's product page (issue 24 item 4). Nothing
 * while the site config is unknown: the office is never guessed.
 */
export function OfficeBlock() {
  const { data } = useSiteConfig();
  if (!data) return null;
  const o = data.notaryOffice;
  return (
    <aside className="ep-office" aria-label="合作公证处" data-testid="notary-office">
      <p>
        <strong>合作公证处：{o.name}</strong>
      </p>
      <p>
        执业证号：{o.licence} · 电话：{o.phone}
      </p>
      <p>地址：{o.address}</p>
      <p>平台客服：{data.operator.servicePhone}</p>
    </aside>
  );
}
