import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { GoLiveReport } from "@/domain/api/go-live-check";
import { buildConnections, buildUser } from "../test/platform-fixtures";
import { renderPlatformsPage } from "../test/render-platforms-page";

const CHECK = "POST /api/platforms/doordash/go-live-check";

const connectedDoorDash = () => ({
  user: buildUser({
    platformConnections: { ...buildUser().platformConnections, doordash: true },
  }),
  routes: {
    "GET /api/platform-connections": { body: buildConnections({ doordash: { connected: true } }) },
  },
});

const report = (points: GoLiveReport["points"]): GoLiveReport => ({
  platform: "doordash",
  target: "twin",
  checkedAt: "2026-11-29T12:00:00.000Z",
  points,
});

describe("the go-live check on a connected platform's tab", () => {
  it("runs the check and names each point, the failing one in the platform's words", async () => {
    const user = userEvent.setup();
    const { routes, user: owner } = connectedDoorDash();
    const { calls } = renderPlatformsPage({
      path: "/platform-connections?platform=doordash",
      user: owner,
      routes: {
        ...routes,
        [CHECK]: {
          body: report([
            { point: "credentials", state: "failed", detail: "DoorDash answered 401: bad JWT" },
            { point: "scopes", state: "ok", detail: "DoorDash's JWT carries no scopes" },
            {
              point: "activated",
              state: "unchecked",
              detail: "Not checked: the credentials must work first",
            },
            { point: "store", state: "unchecked", detail: "Not checked: location id r-1" },
            {
              point: "webhook",
              state: "ok",
              detail: "The last webhook reached OrderDock 3 minutes ago",
            },
          ]),
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Run go-live check" }));
    const list = await screen.findByRole("list", { name: "Go-live check" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Credentials refusedDoorDash answered 401: bad JWT",
      "Scopes grantedDoorDash's JWT carries no scopes",
      "Activation not checkedNot checked: the credentials must work first",
      "Store id not checkedNot checked: location id r-1",
      "Webhooks reaching OrderDockThe last webhook reached OrderDock 3 minutes ago",
    ]);
    expect(
      screen.getByText("1 point needs attention (checked against the platform's twin)."),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("says so when every point holds, and the server's words when the check cannot run", async () => {
    const user = userEvent.setup();
    let isRefused = false;
    const { routes, user: owner } = connectedDoorDash();
    renderPlatformsPage({
      path: "/platform-connections?platform=doordash",
      user: owner,
      routes: {
        ...routes,
        [CHECK]: () =>
          isRefused
            ? { status: 409, body: { message: "Connect DoorDash before checking it" } }
            : {
                body: report([
                  {
                    point: "credentials",
                    state: "ok",
                    detail: "DoorDash accepted OrderDock's JWT",
                  },
                ]),
              },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Run go-live check" }));
    expect(await screen.findByText("Every point holds against the platform's twin.")).toBeVisible();

    isRefused = true;
    await user.click(screen.getByRole("button", { name: "Run go-live check" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Connect DoorDash before checking it",
    );
  });

  it("is not offered before the platform is connected", async () => {
    renderPlatformsPage({ path: "/platform-connections?platform=doordash" });
    expect(await screen.findByRole("button", { name: "Save and Connect" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Run go-live check" })).not.toBeInTheDocument();
  });
});
