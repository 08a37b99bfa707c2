import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "@/client/components/ui/toaster";
import { createQueryClient } from "@/client/lib/query-client";
import { ThemeProvider } from "@/client/lib/theme";

/**
 * Renders a piece of a screen inside what the app gives every screen: its query client,
 * theme and toasts. Pass the client of an earlier render to mount again over the same cache.
 */
export function renderWithApp(ui: ReactElement, queryClient = createQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {ui}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
