import { useCallback } from "react";
import { toast } from "@/client/hooks/use-toast";
import { fieldForIssue, serverIssues } from "@/client/lib/form-errors";
import type { ConnectionUpdate } from "@/domain/api/platform-connections";
import {
  type ConnectionUpdateAnswer,
  useUpdatePlatformConnection,
} from "../api/update-platform-connection";
import { PLATFORMS_TOASTS } from "../platform-messages";

export type SaveConnectionOptions<F extends string> = {
  userId: string;
  isField(path: string): path is F;
  setFieldError(field: F, message: string, shouldFocus: boolean): void;
};

/**
 * One way for every save and toggle of the screen: 'Connection updated' on success; a 400's
 * issues beside their fields; anything else the fixed 'Update failed' toast. Resolves with
 * the answer, or null when the save failed.
 */
export function useSaveConnection<F extends string>({
  userId,
  isField,
  setFieldError,
}: SaveConnectionOptions<F>) {
  const mutation = useUpdatePlatformConnection();
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (update: ConnectionUpdate): Promise<ConnectionUpdateAnswer | null> => {
      try {
        const answer = await mutateAsync({ userId, update });
        toast({ variant: "success", ...PLATFORMS_TOASTS.updated });
        return answer;
      } catch (error) {
        let placed = 0;
        for (const issue of serverIssues(error)) {
          const field = fieldForIssue(issue.path, isField);
          if (!field) continue;
          setFieldError(field, issue.message, placed === 0);
          placed += 1;
        }
        if (placed === 0) toast({ variant: "destructive", ...PLATFORMS_TOASTS.updateFailed });
        return null;
      }
    },
    [mutateAsync, userId, isField, setFieldError],
  );
  // While a change is on its way the switch shows where it is going.
  const pendingConnected = mutation.isPending ? mutation.variables?.update.connected : undefined;
  return { save, isSaving: mutation.isPending, pendingConnected };
}
