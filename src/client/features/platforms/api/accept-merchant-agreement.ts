import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { setCachedCurrentUser } from "@/client/lib/current-user-cache";
import { type CurrentUser, currentUserSchema } from "@/domain/api/auth";
import { merchantAgreementInputSchema } from "@/domain/api/platform-connections";

const userAnswerSchema = z.object({ user: currentUserSchema });

/** POST /api/platforms/ubereats/merchant-agreement {agreed: true}: 200 {user}. */
export async function acceptMerchantAgreement(): Promise<CurrentUser> {
  const body = merchantAgreementInputSchema.parse({ agreed: true });
  const answer = await apiSend<unknown>("POST", "/api/platforms/ubereats/merchant-agreement", body);
  return userAnswerSchema.parse(answer).user;
}

export function useAcceptMerchantAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMerchantAgreement,
    onSuccess: (user) => setCachedCurrentUser(queryClient, user),
  });
}
