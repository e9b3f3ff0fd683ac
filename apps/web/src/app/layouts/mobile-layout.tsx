import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { mobileRootFontSize } from '@/lib/mobile-font';
import './mobile-layout.css';

/**
 * /mobile* and /mobileView* pages are sized in rem against a 750px design (000 §9). The root font
 * size is ours only while such a page is open; the previous value comes back on leaving.
 */
export function Component() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.fontSize;
    const apply = () => {
      root.style.fontSize = mobileRootFontSize(window.innerWidth);
    };
    apply();
    window.addEventListener('resize', apply);
    window.addEventListener('orientationchange', apply);
    return () => {
      window.removeEventListener('resize', apply);
      window.removeEventListener('orientationchange', apply);
      root.style.fontSize = previous;
    };
  }, []);

  return (
    <div className="ep-mobile">
      <Outlet />
    </div>
  );
}
