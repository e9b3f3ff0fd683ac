import { useEffect, useRef, useState } from 'react';

/**
 * The page width that fits the column (minus its padding), at most `max`: measured by a ResizeObserver
 * so the pages follow a window resize; rounded to 10 px so small changes do not redraw every canvas.
 */
export function usePageWidth(max: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.min(max, Math.floor((el.clientWidth - 32) / 10) * 10)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [max]);
  return { ref, width };
}
