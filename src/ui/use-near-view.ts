/**
 * Whether an element has come near the viewport (within `margin`), once: what sits below the
 * fold, such as home's quick play, is fetched and rendered as the customer scrolls towards it
 * rather than on every visit, and stays once shown. Without IntersectionObserver it is near at once.
 */
import { useCallback, useState } from 'react';

export function useNearView<T extends Element>(
  margin: string,
): [ref: (node: T | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') return setNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
