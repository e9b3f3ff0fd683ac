import { Collapse } from 'antd';
import { FAQ } from './faq-content';

/** All questions, one collapsible list per topic; the first answer of each topic starts open. */
export function FaqList() {
  return (
    <div className="ep-faq">
      {FAQ.map((group) => (
        <section key={group.key} id={group.key} className="ep-faq__group">
          <h2>{group.title}</h2>
          <Collapse
            defaultActiveKey={[`${group.key}-0`]}
            items={group.items.map((item, i) => ({ key: `${group.key}-${i}`, label: item.q, children: <p>{item.a}</p> }))}
          />
        </section>
      ))}
    </div>
  );
}
