import { Collapse } from 'antd';
import { Link } from 'react-router';
import type { FaqGroup } from './faq-content';

/** All questions, one collapsible list per topic; the first answer of each topic starts open. */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="ep-faq">
      {groups.map((group) => (
        <section key={group.key} id={group.key} className="ep-faq__group">
          <h2>{group.title}</h2>
          <Collapse
            defaultActiveKey={[`${group.key}-0`]}
            items={group.items.map((item, i) => ({
              key: `${group.key}-${i}`,
              label: item.q,
              children: (
                <p>
                  {item.a}
                  {item.link && (
                    <>
                      {' '}
                      <Link to={item.link.to}>{item.link.text}</Link>
                    </>
                  )}
                </p>
              ),
            }))}
          />
        </section>
      ))}
    </div>
  );
}
