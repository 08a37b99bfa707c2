import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type GoLiveReport, goLiveReportSchema } from "@/domain/api/go-live-check";
import type { Platform } from "@/domain/platforms";

/** POST /api/platforms/:platform/go-live-check: 200 with each point and what was found. */
export async function runGoLiveCheck(platform: Platform): Promise<GoLiveReport> {
  return goLiveReportSchema.parse(
    await apiSend<unknown>("POST", `/api/platforms/${platform}/go-live-check`),
  );
}

export function useGoLiveCheck(platform: Platform) {
  return useMutation({ mutationFn: () => runGoLiveCheck(platform) });
}
