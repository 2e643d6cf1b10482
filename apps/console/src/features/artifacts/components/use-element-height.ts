import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height of an element, followed as the window resizes. The tree widget never measures the
 * page itself, so the pane around it does; without a layout (tests) the fallback stands.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().height);
      setHeight(measured > 0 ? measured : fallback);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
