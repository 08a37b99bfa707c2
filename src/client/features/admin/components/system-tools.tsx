import { DatabaseZap, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { toast } from "@/client/hooks/use-toast";
import type { TestDataResult } from "@/domain/api/admin";
import { ADMIN_TEXT, ADMIN_TOASTS } from "../admin-messages";
import { useCreateTestData } from "../api/create-test-data";
import { SystemResetDialog } from "./system-reset-dialog";

const TEXT = ADMIN_TEXT.testData;

/** 'Create Test Data', with its 'Success' and 'Error' toasts word for word. */
export function CreateTestDataCard() {
  const createTestData = useCreateTestData();

  const onCreate = () =>
    createTestData.mutate(undefined, {
      onSuccess: () => toast(ADMIN_TOASTS.testDataCreated),
      onError: () => toast({ variant: "destructive", ...ADMIN_TOASTS.testDataFailed }),
    });

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{TEXT.title}</CardTitle>
        <CardDescription className="text-base">{TEXT.description}</CardDescription>
      </CardHeader>
      {createTestData.data && (
        <CardContent>
          <TestDataSummary result={createTestData.data} />
        </CardContent>
      )}
      <CardFooter className="mt-auto">
        <Button variant="outline" onClick={onCreate} disabled={createTestData.isPending}>
          <DatabaseZap aria-hidden />
          {createTestData.isPending ? TEXT.pending : TEXT.button}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** What was made, and the one password the new test owners share (shown only this once). */
function TestDataSummary({ result }: { result: TestDataResult }) {
  return (
    <section
      aria-label={TEXT.resultTitle}
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-base"
    >
      <h3 className="font-semibold">{TEXT.resultTitle}</h3>
      <ul className="grid gap-2">
        {result.restaurants.map((restaurant) => (
          <li key={restaurant.id} className="min-w-0">
            <span className="font-medium">{restaurant.name}</span>
            <span className="block break-all text-sm text-muted-foreground">
              {restaurant.ownerEmail} · {TEXT.orders(restaurant.orders)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        {TEXT.passwordLead}{" "}
        <code className="rounded bg-card px-1.5 py-0.5 font-mono text-sm">{result.password}</code>
      </p>
    </section>
  );
}

/** 'System Reset': what it removes, and that a real owner's data is never touched. */
export function SystemResetCard() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{ADMIN_TEXT.reset.title}</CardTitle>
        <CardDescription className="text-base">{ADMIN_TEXT.reset.description}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <RotateCcw aria-hidden />
          {ADMIN_TEXT.reset.button}
        </Button>
      </CardFooter>
      <SystemResetDialog open={isOpen} onOpenChange={setOpen} />
    </Card>
  );
}
