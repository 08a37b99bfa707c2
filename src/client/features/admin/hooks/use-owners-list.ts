import { useEffect, useRef, useState } from "react";
import { toast } from "@/client/hooks/use-toast";
import { OWNERS_PAGE_SIZE } from "@/domain/api/admin";
import { ADMIN_TOASTS } from "../admin-messages";
import { useOwners } from "../api/get-owners";
import { useDebouncedValue } from "./use-debounced-value";

/** Typing pauses this long before the list is searched. */
export const OWNER_SEARCH_DEBOUNCE_MS = 250;

/**
 * The Users view's list: a debounced search, the page (back to 1 whenever the search
 * changes), and the 'Failed to load restaurant owners' toast, once per failure.
 */
export function useOwnersList() {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), OWNER_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for; a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const query = useOwners({ search, page, pageSize: OWNERS_PAGE_SIZE });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OWNERS_PAGE_SIZE));

  // errorUpdateCount grows by one per failed load. A failure already counted when the view
  // mounted (an earlier visit's failed reload, its list still cached) is not announced again.
  const { errorUpdateCount, isError } = query;
  const announced = useRef(errorUpdateCount);
  useEffect(() => {
    if (!isError || errorUpdateCount <= announced.current) return;
    announced.current = errorUpdateCount;
    toast({ variant: "destructive", ...ADMIN_TOASTS.ownersLoadFailed });
  }, [errorUpdateCount, isError]);

  // Deleting the last owner of the last page would leave an empty page: step back.
  const isPastEnd = query.data !== undefined && !query.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPaging({ search, page: pageCount });
  }, [isPastEnd, search, pageCount]);

  return {
    query,
    searchInput,
    setSearchInput,
    search,
    page,
    pageCount,
    total,
    pageSize: OWNERS_PAGE_SIZE,
    goToPage: (next: number) => setPaging({ search, page: Math.min(Math.max(next, 1), pageCount) }),
  };
}
