import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { useStoreAction } from "../api/store-actions";
import { STORE_TEXT } from "../store-text";

/** A store action whose refusal is said in a toast, in the server's words. */
export function useRunStoreAction() {
  const action = useStoreAction();
  return {
    isPending: action.isPending,
    mutate: (input: Parameters<typeof action.mutate>[0], onDone?: () => void) =>
      action.mutate(input, {
        onSuccess: () => onDone?.(),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: STORE_TEXT.failedToast,
            description: errorMessage(error, STORE_TEXT.failedFallback),
          }),
      }),
  };
}
