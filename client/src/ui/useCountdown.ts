import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment (0 when past); `start(seconds)` sets it anew. Ticks once a second while running. */
export function useCountdown(initialSeconds: number): { secondsLeft: number; start(seconds: number): void } {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  return { secondsLeft, start };
}
