import { Button, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { ListError } from '@/components/list-error';
import { NotFound } from '@/components/not-found';
import { usePriceList } from '@/lib/price-list';
import { OfficeBlock } from '@/features/home/components/office-block';
import { productOf } from '@/features/products/components/products';
import { useSession } from '@/lib/use-session';
import '@/features/products/components/products.css';

/** /product/:product (public, issue 24 item 4): what a product proves and does not, how it works, its price, 立即使用. */
export function Component() {
  const { product: key } = useParams();
  const product = productOf(key);
  const prices = usePriceList();
  const { token } = useSession();
  if (!product) return <NotFound />;
  return (
    <div className="ep-page">
      <BackBar title={product.title} breadcrumb={[{ title: '首页', path: '/' }, { title: product.title }]} />
      <section className="ep-panel">
        <p>{product.summary}</p>
        {product.key === 'notary' && <OfficeBlock />}
        <div className="ep-product__grid">
          <section aria-labelledby="proves">
            <h2 id="proves">能证明什么</h2>
            <ul>
              {product.proves.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="not-proves">
            <h2 id="not-proves">不能证明什么</h2>
            <ul>
              {product.notProves.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="steps">
            <h2 id="steps">如何使用</h2>
            <ol>
              {product.steps.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="price">
            <h2 id="price">价格</h2>
            {prices.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
            {prices.isError && <ListError error={prices.error} onRetry={() => void prices.refetch()} />}
            {prices.data && (
              <ul>
                {product.price(prices.data).map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            )}
            <p className="ep-prices__note">
              <Link to="/prices">查看全部收费标准</Link>
            </p>
          </section>
        </div>
        <div className="ep-product__cta">
          <Link to={product.appPath}>
            <Button type="primary" size="large">
              立即使用
            </Button>
          </Link>
          {!token && (
            <span className="ep-prices__note">
              需先登录；还没有账号？<Link to="/register">注册</Link>
            </span>
          )}
        </div>
      </section>
    </div>
  );
}
