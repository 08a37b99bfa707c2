import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { authUrlResponseSchema } from "@/domain/api/platform-connections";

/** POST /api/platforms/ubereats/connect: where to send the browser for Uber's consent page. */
export async function connectUberEats(): Promise<string> {
  const answer = authUrlResponseSchema.parse(
    await apiSend<unknown>("POST", "/api/platforms/ubereats/connect"),
  );
  return answer.authUrl;
}

export function useConnectUberEats() {
  return useMutation({ mutationFn: connectUberEats });
}
