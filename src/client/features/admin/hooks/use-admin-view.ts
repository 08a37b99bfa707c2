import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";

export const ADMIN_VIEWS = ["dashboard", "users", "system"] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

const isAdminView = (value: string | null): value is AdminView =>
  ADMIN_VIEWS.some((view) => view === value);

/** The Dashboard is the bare path; the other views add `?view=`. */
export function adminViewHref(view: AdminView): string {
  return view === "dashboard" ? "/admin/dashboard" : `/admin/dashboard?view=${view}`;
}

/**
 * The admin panel's views (Dashboard, Users, System), held in the URL so a reload keeps
 * the view and Back returns to the previous one. An unknown `view` shows the Dashboard.
 */
export function useAdminView(): [AdminView, (view: AdminView) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get("view");
  const view = isAdminView(requested) ? requested : "dashboard";
  const setView = useCallback(
    (next: AdminView) => {
      if (next !== view) navigate(adminViewHref(next));
    },
    [navigate, view],
  );
  return [view, setView];
}
