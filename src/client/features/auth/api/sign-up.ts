import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type SignUpInput, type SignUpResponse, signUpInputSchema } from "@/domain/api/auth";

export { type SignUpInput, signUpInputSchema };

/** POST /api/auth/signup: the same answer whether or not the address had an account. */
export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiSend("POST", "/api/auth/signup", input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
