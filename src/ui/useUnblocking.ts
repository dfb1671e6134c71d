// The keys whose wait ended in the last UNBLOCK_MS while their element stayed on screen (a mini-cart
// row whose removal was refused and that is unblocked): they draw the fading cover (src/ui/loading.ts).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNBLOCK_MS } from './loading';

export function useUnblocking(busyKeys: readonly string[]): ReadonlySet<string> {
  const previous = useRef<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fading, setFading] = useState<ReadonlySet<string>>(() => new Set());
  const id = [...busyKeys].sort().join('\n');
  // Before paint: the frame after the wait already shows the cover fading, never a bare row first.
  useLayoutEffect(() => {
    const now = new Set(id ? id.split('\n') : []);
    const released = [...previous.current].filter((key) => !now.has(key));
    previous.current = now;
    if (!released.length) return;
    setFading((f) => new Set([...f, ...released]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFading((f) => new Set([...f].filter((key) => !released.includes(key))));
    }, UNBLOCK_MS);
    timers.current.add(timer);
  }, [id]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return fading;
}
