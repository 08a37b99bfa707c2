import { useState } from "react";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import { type MenuChannel, menuChannelName } from "@/domain/menu-sync";
import { useRetryMenuCall } from "../api/retry-menu-call";
import { MENU_TOASTS } from "../menu-messages";

export type RetryCallOptions = { callId: string; channel: MenuChannel };

export type RetryCall = {
  retry(options: RetryCallOptions): Promise<void>;
  /** The call being sent again, so its button can say so. */
  pendingCallId: string | null;
};

/**
 * Retry of a marketplace's refused 86, return or publish: a toast either way (a 409 says
 * in the server's words why there is nothing to send), then the menu reloads.
 */
export function useRetryCall(): RetryCall {
  const mutation = useRetryMenuCall();
  const [pendingCallId, setPendingCallId] = useState<string | null>(null);
  return {
    pendingCallId,
    retry: async ({ callId, channel }) => {
      setPendingCallId(callId);
      try {
        await mutation.mutateAsync(callId);
        toast(MENU_TOASTS.retrySent(menuChannelName(channel)));
      } catch (error) {
        toastFailure(MENU_TOASTS.failed.retry, error);
      } finally {
        setPendingCallId(null);
      }
    },
  };
}
