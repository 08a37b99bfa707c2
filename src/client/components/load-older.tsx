import { Button } from "./ui/button";

/** What a list read in pages says of its older pages (TanStack Query's infinite query). */
export type OlderPages = {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};

/**
 * The foot of a list read newest first: a line when an older page could not be read, and
 * the button that reads the next one while there is one.
 */
export function LoadOlder({
  pages,
  onLoadOlder,
  text,
}: {
  pages: OlderPages;
  onLoadOlder: () => void;
  text: { failed: string; loading: string; label: string };
}) {
  return (
    <>
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-base">
          {text.failed}
        </p>
      )}
      {pages.hasNextPage && (
        <Button
          variant="outline"
          size="lg"
          className="justify-self-start"
          disabled={pages.isFetching}
          onClick={onLoadOlder}
        >
          {pages.isFetchingNextPage ? text.loading : text.label}
        </Button>
      )}
    </>
  );
}
