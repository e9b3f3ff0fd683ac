import { Descriptions } from 'antd';
import type { InfoItem } from './company-info-sections';

interface Props {
  title: string;
  items: InfoItem[];
  /** beside the title, e.g. 变更被授权人 */
  actions?: React.ReactNode;
  children?: React.ReactNode;
}

/** One titled block of /kyc-info: label–value pairs, two columns on desktop and one at 375 px. */
export function InfoSection({ title, items, actions, children }: Props) {
  return (
    <section className="ep-company-info__section" aria-label={title}>
      <div className="ep-company-info__head">
        <h2 className="ep-company-info__title">{title}</h2>
        {actions && <div className="ep-company-info__actions">{actions}</div>}
      </div>
      {items.length > 0 && (
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          size="small"
          items={items.map((i) => ({ key: i.label, label: i.label, children: i.value }))}
        />
      )}
      {children}
    </section>
  );
}
