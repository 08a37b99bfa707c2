import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { MENU_KEY } from "@/client/lib/menu-query-key";
import type { Menu } from "@/domain/api/menu";
import { PUBLISH_STATUS_KEY } from "./get-publish-status";

/** Every change to the menu carries this key, so one change can tell whether others are pending. */
export const MENU_MUTATION_KEY = ["menu-change"] as const;

function isLastPendingChange(queryClient: QueryClient): boolean {
  // The change asking is still counted while its own callbacks run.
  return queryClient.isMutating({ mutationKey: MENU_MUTATION_KEY }) <= 1;
}

/**
 * Reloads the menu once the last pending change settles: reloading earlier would briefly
 * put back what a change still on its way has already changed on screen.
 */
export async function settleMenu(queryClient: QueryClient): Promise<void> {
  if (!isLastPendingChange(queryClient)) return;
  await queryClient.invalidateQueries({ queryKey: MENU_KEY });
}

export type MenuMutationOptions<TData, TVariables> = {
  mutationFn(variables: TVariables): Promise<TData>;
  /** Shows the answer at once, before the menu reloads (item counts of groups and so on). */
  applyToMenu?(menu: Menu, data: TData, variables: TVariables): Menu;
};

/** A change whose answer updates the cached menu, followed by a reload of the whole menu. */
export function useMenuMutation<TData, TVariables>({
  mutationFn,
  applyToMenu,
}: MenuMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MENU_MUTATION_KEY,
    mutationFn,
    onSuccess: (data, variables) => {
      if (!applyToMenu) return;
      queryClient.setQueryData<Menu>(
        MENU_KEY,
        (menu) => menu && applyToMenu(menu, data, variables),
      );
    },
    onSettled: () => settleMenu(queryClient),
  });
}

export type MenuReorderOptions<TVariables> = {
  mutationFn(variables: TVariables): Promise<Menu>;
  reorder(menu: Menu, variables: TVariables): Menu;
};

/**
 * A new order shows at once (optimistic), goes back on failure, and the server's
 * whole menu from the answer replaces the guess when no other change is on its way.
 */
export function useMenuReorder<TVariables>({
  mutationFn,
  reorder,
}: MenuReorderOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MENU_MUTATION_KEY,
    mutationFn,
    onMutate: async (variables) => {
      // A reload already under way would bring back the old order over the new one.
      await queryClient.cancelQueries({ queryKey: MENU_KEY });
      const previous = queryClient.getQueryData<Menu>(MENU_KEY);
      queryClient.setQueryData<Menu>(MENU_KEY, (menu) => menu && reorder(menu, variables));
      return { previous };
    },
    onError: (_error, _variables, result) => {
      if (result?.previous) queryClient.setQueryData(MENU_KEY, result.previous);
    },
    onSuccess: async (menu) => {
      if (isLastPendingChange(queryClient)) queryClient.setQueryData(MENU_KEY, menu);
      // A new order is a change the marketplaces have not seen yet.
      await queryClient.invalidateQueries({ queryKey: PUBLISH_STATUS_KEY });
    },
    onSettled: (_menu, error) => (error ? settleMenu(queryClient) : undefined),
  });
}
