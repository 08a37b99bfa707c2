import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";

/** The page for any unknown path. */
export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-background px-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
        <div className="flex items-center gap-3">
          <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-base text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
    </main>
  );
}
