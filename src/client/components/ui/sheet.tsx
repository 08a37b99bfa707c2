import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { cn } from "@/client/lib/utils";
import { closeOnUnclaimedEscape } from "./unclaimed-escape";

/** A panel sliding in from the left edge: the navigation drawer on small screens. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  closeLabel?: string;
};

export function SheetContent({
  className,
  children,
  title,
  closeLabel = "Close",
  onKeyDown,
  ...props
}: SheetContentProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex h-full w-72 max-w-[85vw] flex-col border-r bg-card shadow-xl motion-safe:data-[state=open]:animate-slide-in-left",
          className,
        )}
        {...props}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          closeOnUnclaimedEscape(event, () => closeButton.current?.click());
        }}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {/* First in the DOM so opening the sheet focuses it, not a control further down. */}
        <DialogPrimitive.Close
          ref={closeButton}
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
