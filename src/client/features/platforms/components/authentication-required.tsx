import { LockKeyhole } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { PLATFORMS_TEXT } from "../platform-messages";

const TEXT = PLATFORMS_TEXT.signedOut;

/** A signed-out visitor to Platform Connections gets this card, not a login form. */
export function AuthenticationRequired() {
  return (
    <main className="grid min-h-dvh place-items-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <LockKeyhole className="size-10 text-muted-foreground" aria-hidden />
          {/* The page's only heading, so an h1 in the card title's look. */}
          <h1 className="text-xl font-semibold tracking-tight">{TEXT.title}</h1>
          <CardDescription className="text-base">{TEXT.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid">
          <Button asChild size="lg">
            <Link href="/login">{TEXT.goToLogin}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
