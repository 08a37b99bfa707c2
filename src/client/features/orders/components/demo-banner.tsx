import { FlaskConical } from "lucide-react";
import { Link } from "wouter";

/** The banner a demo visitor sees above the dashboard. */
export function DemoBanner() {
  return (
    <div
      role="note"
      className="flex items-center gap-3 border-b border-brand/30 bg-brand/10 px-4 py-3 text-[0.95rem] sm:px-8"
    >
      <FlaskConical className="size-5 shrink-0 text-brand" aria-hidden />
      <p>
        Demo Mode - This is a demonstration with sample data.{" "}
        <Link href="/login" className="font-semibold underline underline-offset-4">
          Sign in
        </Link>{" "}
        to access your restaurant's data.
      </p>
    </div>
  );
}
