import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '@/lib/countdown';

/** A resend countdown (spec "SMS resend": 60 s, button disabled meanwhile). */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [endAt, setEndAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (!endAt) return;
    const tick = () => {
      const left = secondsLeft(endAt, Date.now());
      setRemaining(left);
      if (left === 0) setEndAt(0);
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endAt]);

  const start = useCallback((seconds: number) => setEndAt(Date.now() + seconds * 1000), []);
  return { remaining, start };
}
