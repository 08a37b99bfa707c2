import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type TestDataResult, testDataResultSchema } from "@/domain/api/admin";
import { invalidateAdminData } from "./invalidate-admin-data";

/** 'Create Test Data': test restaurants, each with an owner and test orders. */
export async function createTestData(): Promise<TestDataResult> {
  return testDataResultSchema.parse(await apiSend<unknown>("POST", "/api/admin/create-test-data"));
}

export function useCreateTestData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestData,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
