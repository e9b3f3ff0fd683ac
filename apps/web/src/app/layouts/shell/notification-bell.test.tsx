import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from './account-widgets';

/** The bell shows the unread count up to 99, then 99+ (001 §2.3, §9); its label keeps the real number. */
const render = (count: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NotificationBell count={count} linkTo="/notifications" />
    </MemoryRouter>,
  );
/** The text the badge shows (antd draws each digit in its own span). */
const shown = (html: string) => /<sup[^>]*ant-badge-count[^>]*>(.*?)<\/sup>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;

describe('NotificationBell', () => {
  it('shows the count up to 99, then 99+, and no badge at 0', () => {
    expect(shown(render(7))).toBe('7');
    expect(shown(render(99))).toBe('99');
    expect(shown(render(100))).toBe('99+');
    expect(shown(render(120))).toBe('99+');
    expect(render(120)).toContain('aria-label="消息通知，120条未读"');
    expect(shown(render(0))).toBeNull();
    expect(render(0)).toContain('aria-label="消息通知"');
    expect(render(5)).toContain('href="/notifications"');
  });
});
