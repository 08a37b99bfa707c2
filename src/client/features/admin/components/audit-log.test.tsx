import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { AuditEntry } from "@/domain/api/admin";
import { formatDateTime } from "../format";
import { stubPhoneScreen } from "../test/phone-screen";
import { AuditLog } from "./audit-log";

const entry: AuditEntry = {
  id: "e1",
  at: "2026-01-05T15:04:00.000Z",
  actor: { id: "a1", name: "Alex Rivera", email: "admin@orderdock.app" },
  action: "owner.deactivated",
  summary: "Deactivated Maria Lopez (maria@example.com)",
};

afterEach(() => vi.unstubAllGlobals());

describe("the audit log", () => {
  it("is a table of When, Who and What from a tablet up", async () => {
    stubFetch({ "GET /api/admin/audit-log": { body: [entry] } });
    renderWithApp(<AuditLog />);

    const table = await screen.findByRole("table");
    expect(screen.getByRole("region", { name: "Audit log" })).toHaveAttribute("tabindex", "0");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["When", "Who", "What"]);
    const [, row] = within(table).getAllByRole("row");
    expect(row).toHaveTextContent(formatDateTime(entry.at));
    expect(row).toHaveTextContent("Alex Riveraadmin@orderdock.app");
    expect(row).toHaveTextContent(entry.summary);
  });

  it("shows an account's disabling and enabling in the server's own words", async () => {
    stubFetch({
      "GET /api/admin/audit-log": {
        body: [
          { ...entry, id: "e3", action: "account.enabled", summary: "Enabled Casa Maria" },
          { ...entry, id: "e2", action: "account.disabled", summary: "Disabled Casa Maria" },
        ],
      },
    });
    renderWithApp(<AuditLog />);

    const table = await screen.findByRole("table");
    const [, enabled, disabled] = within(table).getAllByRole("row");
    expect(enabled).toHaveTextContent("Enabled Casa Maria");
    expect(disabled).toHaveTextContent("Disabled Casa Maria");
  });

  it("is a list on a phone: what happened, then when and who", async () => {
    stubPhoneScreen();
    stubFetch({ "GET /api/admin/audit-log": { body: [entry] } });
    renderWithApp(<AuditLog />);

    const list = await screen.findByRole("list", { name: "Audit log" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [item] = within(list).getAllByRole("listitem");
    expect(item).toHaveTextContent(
      `${entry.summary}${formatDateTime(entry.at)} · Alex Rivera (admin@orderdock.app)`,
    );
    expect(within(item as HTMLElement).getByText(formatDateTime(entry.at))).toHaveAttribute(
      "datetime",
      entry.at,
    );
  });
});
