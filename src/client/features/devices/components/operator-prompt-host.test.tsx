import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiSend } from "@/client/lib/api-client";
import { currentOperator } from "@/client/lib/operator-store";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import {
  DEVICE_MESSAGES,
  OPERATOR_HEADER,
  PIN_REQUIRED_CODE,
  type SetPinOnDeviceInput,
} from "@/domain/api/devices";
import { MARIA, operatorFor, SAM } from "../test/device-fixtures";
import { EnterPinButton, OperatorBar } from "./operator-chip";
import { OperatorPromptHost } from "./operator-prompt-host";

afterEach(() => {
  vi.unstubAllGlobals();
});

const RIGHT_PIN = "2468";
const REJECT_URL = "/api/orders/o1/reject";

/**
 * A device's screen: the host that asks who is there, the chip, and an action (reject) that
 * needs a PIN. Maria's PIN is 2468; `routes` answers the rest.
 */
function showDevice(routes: Record<string, StubReply | StubRoute> = {}) {
  const stub = stubFetch({
    "GET /api/device/people": { body: { people: [MARIA, SAM] } },
    "POST /api/device/identify": ({ body }) =>
      (body as { pin: string }).pin === RIGHT_PIN
        ? { body: operatorFor(MARIA, "token-maria") }
        : { status: 403, body: { message: DEVICE_MESSAGES.pinWrong, code: "PIN_WRONG" } },
    [`POST ${REJECT_URL}`]: ({ headers }) =>
      headers[OPERATOR_HEADER] === "token-maria"
        ? { body: { id: "o1", status: "cancelled" } }
        : { status: 403, body: { message: DEVICE_MESSAGES.pinRequired, code: PIN_REQUIRED_CODE } },
    ...routes,
  });
  renderWithApp(
    <>
      <OperatorBar />
      <EnterPinButton />
      <OperatorPromptHost />
    </>,
  );
  const sent = (method: string, path: string) =>
    stub.calls.filter((call) => call.method === method && call.url.pathname === path);
  return { stub, sent };
}

/** An action the device's owner set to need a PIN, started as a screen would. */
const reject = () => apiSend("POST", REJECT_URL, { reason: "Kitchen closing" });

const dialog = () => screen.findByRole("dialog", { name: "Who are you?" });
const pinBox = () => screen.getByLabelText("PIN");
const tap = async (user: ReturnType<typeof userEvent.setup>, keys: string) => {
  for (const key of keys) await user.click(screen.getByRole("button", { name: key }));
};

describe("Who are you? on a kitchen device", () => {
  it("asks when an action needs a PIN, then does it as the person who entered theirs", async () => {
    const user = userEvent.setup();
    const { sent } = showDevice();
    const rejecting = reject();

    const asking = await dialog();
    expect(asking).toHaveAccessibleDescription(DEVICE_MESSAGES.pinRequired);
    await user.click(await within(asking).findByRole("button", { name: /Maria Lopez/ }));
    expect(screen.getByRole("dialog", { name: "Enter your PIN" })).toHaveAccessibleDescription(
      "Acting as Maria Lopez on this device.",
    );
    await tap(user, RIGHT_PIN);
    expect(pinBox()).toHaveValue(RIGHT_PIN);
    await user.click(screen.getByRole("button", { name: "OK" }));

    await expect(rejecting).resolves.toEqual({ id: "o1", status: "cancelled" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sent("POST", "/api/device/identify").map((call) => call.body)).toEqual([
      { personId: MARIA.id, pin: RIGHT_PIN },
    ]);
    const tries = sent("POST", REJECT_URL);
    expect(tries.map((call) => call.headers[OPERATOR_HEADER])).toEqual([undefined, "token-maria"]);
    expect(tries[1]?.body).toEqual({ reason: "Kitchen closing" });
    // The identify call itself carries no one's token.
    expect(sent("POST", "/api/device/identify")[0]?.headers[OPERATOR_HEADER]).toBeUndefined();
  });

  it("says a wrong PIN in the server's words, empties the box, and takes the right one typed", async () => {
    const user = userEvent.setup();
    showDevice();
    const rejecting = reject();
    await user.click(await within(await dialog()).findByRole("button", { name: /Maria Lopez/ }));

    await tap(user, "1111");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText(DEVICE_MESSAGES.pinWrong)).toBeVisible();
    expect(pinBox()).toHaveValue("");
    expect(pinBox()).toHaveAccessibleDescription(DEVICE_MESSAGES.pinWrong);

    // Typed on a keyboard, Enter to send.
    await user.type(pinBox(), `${RIGHT_PIN}{Enter}`);
    await expect(rejecting).resolves.toBeDefined();
    expect(currentOperator()?.person.name).toBe("Maria Lopez");
  });

  it("takes digits typed while a key of the pad has the focus, and Backspace", async () => {
    const user = userEvent.setup();
    showDevice();
    void reject().catch(() => undefined);
    await user.click(await within(await dialog()).findByRole("button", { name: /Maria Lopez/ }));
    await tap(user, "9");
    await user.keyboard("87{Backspace}6");
    expect(pinBox()).toHaveValue("986");
    await user.click(screen.getByRole("button", { name: "Delete the last digit" }));
    expect(pinBox()).toHaveValue("98");
    expect(screen.getByRole("button", { name: "OK" })).toBeDisabled();
  });

  it("says how long a locked person must wait", async () => {
    const user = userEvent.setup();
    showDevice({
      "POST /api/device/identify": {
        status: 429,
        body: { message: DEVICE_MESSAGES.pinLocked(42), code: "PIN_LOCKED" },
      },
    });
    void reject().catch(() => undefined);
    await user.click(await within(await dialog()).findByRole("button", { name: /Sam Lee/ }));
    await tap(user, "1234");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText("Too many wrong PINs. Try again in 42 seconds.")).toBeVisible();
  });

  it("leaves the action refused when nobody says who they are", async () => {
    const user = userEvent.setup();
    const { sent } = showDevice();
    const rejecting = reject().catch((error: unknown) => error);
    await dialog();
    await user.click(screen.getByRole("button", { name: "Close" }));

    const error = (await rejecting) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(PIN_REQUIRED_CODE);
    expect(error.serverMessage).toBe(DEVICE_MESSAGES.pinRequired);
    expect(sent("POST", REJECT_URL)).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows who is acting, and Done gives the device back to Kitchen", async () => {
    const user = userEvent.setup();
    showDevice();
    await user.click(screen.getByRole("button", { name: "Enter my PIN" }));
    await user.click(await within(await dialog()).findByRole("button", { name: /Maria Lopez/ }));
    await user.type(pinBox(), `${RIGHT_PIN}{Enter}`);

    expect(await screen.findByText("Maria Lopez")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Enter my PIN" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByText("Maria Lopez")).not.toBeInTheDocument();
    expect(currentOperator()).toBeNull();
    expect(screen.getByRole("button", { name: "Enter my PIN" })).toBeVisible();
  });

  it("lets a person set their PIN with their email and password, then lists them", async () => {
    const user = userEvent.setup();
    let people = [SAM];
    const { sent } = showDevice({
      "GET /api/device/people": () => ({ body: { people } }),
      "POST /api/device/pin": () => {
        people = [MARIA, SAM];
        return { body: { message: DEVICE_MESSAGES.pinSet } };
      },
    });
    await user.click(screen.getByRole("button", { name: "Enter my PIN" }));
    const asking = await dialog();
    expect(await within(asking).findByRole("button", { name: /Sam Lee/ })).toBeVisible();
    expect(within(asking).queryByRole("button", { name: /Maria Lopez/ })).not.toBeInTheDocument();
    await user.click(within(asking).getByRole("button", { name: "Set or change my PIN" }));

    const form = screen.getByRole("dialog", { name: "Set or change my PIN" });
    await user.type(within(form).getByLabelText("Email"), "maria@example.com");
    await user.type(within(form).getByLabelText("Password"), "secret-words");
    await user.type(within(form).getByLabelText("New PIN"), "12");
    await user.click(within(form).getByRole("button", { name: "Save my PIN" }));
    expect(within(form).getByLabelText("New PIN")).toHaveAccessibleDescription(
      "A PIN is 4 to 6 digits",
    );
    expect(sent("POST", "/api/device/pin")).toHaveLength(0);

    await user.type(within(form).getByLabelText("New PIN"), "3579");
    await user.click(within(form).getByRole("button", { name: "Save my PIN" }));
    const list = await screen.findByRole("dialog", { name: "Who are you?" });
    expect(within(list).getByRole("status")).toHaveTextContent(DEVICE_MESSAGES.pinSet);
    expect(await within(list).findByRole("button", { name: /Maria Lopez/ })).toBeVisible();
    expect(sent("POST", "/api/device/pin").map((call) => call.body)).toEqual([
      {
        email: "maria@example.com",
        password: "secret-words",
        pin: "123579",
      } satisfies SetPinOnDeviceInput,
    ]);
  });

  it("says the server's refusal of a PIN change under the form", async () => {
    const user = userEvent.setup();
    showDevice({
      "POST /api/device/pin": {
        status: 401,
        body: { message: "Invalid email or password" },
      },
    });
    await user.click(screen.getByRole("button", { name: "Enter my PIN" }));
    await user.click(within(await dialog()).getByRole("button", { name: "Set or change my PIN" }));
    const form = screen.getByRole("dialog", { name: "Set or change my PIN" });
    await user.type(within(form).getByLabelText("Email"), "maria@example.com");
    await user.type(within(form).getByLabelText("Password"), "wrong-words");
    await user.type(within(form).getByLabelText("New PIN"), "3579");
    await user.click(within(form).getByRole("button", { name: "Save my PIN" }));
    await waitFor(() => expect(within(form).getByText("Invalid email or password")).toBeVisible());
  });
});
