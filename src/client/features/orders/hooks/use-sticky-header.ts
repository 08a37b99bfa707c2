import { useEffect, useRef, useState } from "react";
import { nextHeaderVisibility } from "./sticky-header";

/** Whether the sticky header shows, following the window's scroll (rule in sticky-header.ts). */
export function useStickyHeader(): boolean {
  const [isVisible, setVisible] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      // Read the previous position now: React may run the updater later, after the ref moved.
      const previousY = lastY.current;
      lastY.current = y;
      setVisible((current) => nextHeaderVisibility({ isVisible: current, lastY: previousY, y }));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return isVisible;
}
