import { useCallback, useState } from "react";

/** The sidebar's icon-only choice, remembered on this device. */
const STORAGE_KEY = "orderdock:sidebar-collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [boolean, () => void] {
  const [isCollapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      try {
        localStorage.setItem(STORAGE_KEY, String(!current));
      } catch {
        // Storage blocked: the choice lasts for this visit.
      }
      return !current;
    });
  }, []);
  return [isCollapsed, toggle];
}
