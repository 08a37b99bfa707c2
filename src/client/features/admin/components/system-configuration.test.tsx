import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildSystemStatus } from "../test/admin-fixtures";
import { SystemConfiguration } from "./system-configuration";

afterEach(() => vi.unstubAllGlobals());

/** The value shown for a label in the definition list. */
function detailFor(term: string) {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling;
}

describe("the Configuration tabs", () => {
  it("shows the version, database, sessions and the live API check", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ "GET /api/admin/system-status": { body: buildSystemStatus() } });
    renderWithApp(<SystemConfiguration />);

    expect(await screen.findByText("System version", { selector: "dt" })).toBeInTheDocument();
    expect(detailFor("System version")).toHaveTextContent("1.0.0");
    expect(detailFor("Database")).toHaveTextContent("Connected · PostgreSQL 15.19");

    await user.click(screen.getByRole("tab", { name: "Security" }));
    expect(detailFor("Authentication")).toHaveTextContent("JWT-based authentication");
    expect(detailFor("Admin session duration")).toHaveTextContent("24 hours");
    expect(detailFor("Owner session duration")).toHaveTextContent("7 days");

    await user.click(screen.getByRole("tab", { name: "API" }));
    expect(detailFor("Status")).toHaveTextContent("Operational");
    expect(detailFor("Response time")).toHaveTextContent("4 ms");
    expect(detailFor("Last checked")?.querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-01-05T15:04:05.000Z",
    );

    await user.click(screen.getByRole("button", { name: "Check again" }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it("names the embedded database and a database that is not connected", async () => {
    stubFetch({
      "GET /api/admin/system-status": {
        body: buildSystemStatus({
          status: "degraded",
          reason: "The database did not answer",
          database: { connected: false, engine: "PGlite", serverVersion: null, latencyMs: null },
        }),
      },
    });
    renderWithApp(<SystemConfiguration />);
    expect(await screen.findByText("Not connected · PGlite (embedded)")).toBeInTheDocument();
  });
});
