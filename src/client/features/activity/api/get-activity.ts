import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type ActivityPage, type ActivityQuery, activityPageSchema } from "@/domain/api/activity";

/** GET /api/activity: the restaurant's changes, newest first, a page at a time. */
export const ACTIVITY_KEY = ["/api/activity"] as const;

/** What the list is narrowed to; an absent filter is "all". */
export type ActivityFilters = Pick<ActivityQuery, "kind" | "person">;

/** A page starts before this entry (the last page's `nextBefore`); the newest has none. */
type PageParam = number | null;

export type GetActivityOptions = ActivityFilters & { before?: PageParam };

export async function getActivity({
  kind,
  person,
  before,
}: GetActivityOptions): Promise<ActivityPage> {
  const search = new URLSearchParams();
  if (kind) search.set("kind", kind);
  if (person) search.set("person", person);
  if (before) search.set("before", String(before));
  const query = search.toString();
  const url = query ? `${ACTIVITY_KEY[0]}?${query}` : ACTIVITY_KEY[0];
  return activityPageSchema.parse(await apiGet<unknown>(url));
}

export function activityQueryOptions(filters: ActivityFilters) {
  return infiniteQueryOptions({
    // Each filter is a list of its own: changing one starts again from the newest page.
    queryKey: [...ACTIVITY_KEY, filters],
    queryFn: ({ pageParam }) => getActivity({ ...filters, before: pageParam }),
    initialPageParam: null as PageParam,
    getNextPageParam: (page): PageParam | undefined => page.nextBefore ?? undefined,
    // Nothing tells the browser of new changes: read the log again whenever Settings opens it
    // and when the person comes back to the tab, unlike the app's other reads.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(activityQueryOptions(filters));
}
