import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { ADMIN_TEXT } from "../admin-messages";

const TEXT = ADMIN_TEXT.owners;

export type OwnersPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The next page is on its way: the buttons wait for it. */
  isLoading: boolean;
  onPageChange(page: number): void;
};

/** "Showing 1–50 of 123 owners" with Previous and Next, when one page cannot hold them all. */
export function OwnersPagination({
  page,
  pageSize,
  total,
  isLoading,
  onPageChange,
}: OwnersPaginationProps) {
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Owner pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-base text-muted-foreground" aria-live="polite">
        {TEXT.showing(first, last, total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={page <= 1 || isLoading}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden />
          {TEXT.previous}
        </Button>
        <Button
          variant="outline"
          disabled={last >= total || isLoading}
          onClick={() => onPageChange(page + 1)}
        >
          {TEXT.next}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
