import type { TPriceList } from '@evidence/shared/contracts';
import { Link } from 'react-router';
import { PRODUCTS } from './products';

/** 收费标准 as a table: every product's price from the live price list, then what a point costs. */
export function PriceTable({ prices }: { prices: TPriceList }) {
  return (
    <>
      <table className="ep-prices__table" aria-label="各产品收费">
        <tbody>
          {PRODUCTS.map((p) => (
            <tr key={p.key}>
              <th scope="row">
                <Link to={`/product/${p.key}`}>{p.title}</Link>
              </th>
              <td>
                {p.price(prices).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>积分价格</h2>
      <table className="ep-prices__table" aria-label="积分价格">
        <tbody>
          <tr>
            <th scope="row">积分单价</th>
            <td>1 元 = {prices.pointsPerYuan} 积分</td>
          </tr>
          <tr>
            <th scope="row">单次充值</th>
            <td>
              {prices.min} 元 – {prices.max} 元（常用金额：{prices.presets.map((y) => `${y} 元`).join('、')}）
            </td>
          </tr>
          <tr>
            <th scope="row">注册赠送</th>
            <td>{prices.registerGift} 积分</td>
          </tr>
        </tbody>
      </table>
      {prices.providerIsLocal && <p className="ep-prices__note">当前为本地测试支付：充值不产生实际付款，仅用于演示。</p>}
      <p className="ep-prices__note">积分用于平台内各项服务，企业成员使用所在企业的积分。充值后可在“订单管理”申请开具发票。</p>
    </>
  );
}
