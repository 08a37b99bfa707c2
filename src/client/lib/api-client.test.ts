import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEVICE_MESSAGES,
  OPERATOR_ENDED_CODE,
  OPERATOR_HEADER,
  type Operator,
  PIN_REQUIRED_CODE,
} from "@/domain/api/devices";
import { LOCATION_HEADER } from "@/domain/api/locations";
import { OPERATOR_IDLE_SECONDS } from "@/domain/devices";
import { ApiError, apiGet, apiRequest, apiSend } from "./api-client";
import {
  currentOperator,
  holdOperator,
  type OperatorPrompt,
  registerOperatorPrompt,
} from "./operator-store";

type Call = { url: string; init: RequestInit };

let calls: Call[];
let nextResponse: Response;

beforeEach(() => {
  calls = [];
  nextResponse = new Response("{}", { status: 200 });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return nextResponse;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("always sends the cookies", async () => {
    await apiRequest("GET", "/api/orders");
    await apiRequest("POST", "/api/auth/logout");
    expect(calls.map((call) => call.init.credentials)).toEqual(["include", "include"]);
  });

  it("sets a JSON content type only when there is a body", async () => {
    await apiRequest("POST", "/api/orders/test-new");
    await apiRequest("PUT", "/api/orders/o1", { status: "ready" });
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[1]?.init.headers).toEqual({ "Content-Type": "application/json" });
    expect(calls[1]?.init.body).toBe('{"status":"ready"}');
    expect(calls[1]?.init.method).toBe("PUT");
  });

  it("names the location a call is for only when asked to", async () => {
    await apiRequest("GET", "/api/orders/o1/history", undefined, { location: "loc-harbor" });
    await apiRequest("PUT", "/api/orders/o1", { status: "ready" }, { location: "loc-harbor" });
    await apiRequest("POST", "/api/orders/o1/accept");
    expect(calls.map((call) => call.init.headers)).toEqual([
      { [LOCATION_HEADER]: "loc-harbor" },
      { "Content-Type": "application/json", [LOCATION_HEADER]: "loc-harbor" },
      {},
    ]);
  });

  it("raises '<status>: <body text>' for a non-OK answer", async () => {
    nextResponse = new Response('{"message":"Invalid email or password"}', { status: 401 });
    await expect(apiRequest("POST", "/api/auth/login", {})).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    nextResponse = new Response("", { status: 503, statusText: "Service Unavailable" });
    await expect(apiRequest("GET", "/api/orders")).rejects.toThrow("503: Service Unavailable");
  });

  it("exposes the status and the server's message on the error", async () => {
    nextResponse = new Response(
      '{"message":"Orders can only progress forward through the workflow"}',
      {
        status: 409,
      },
    );
    const error = await apiRequest("PUT", "/api/orders/o1", { status: "new" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe(
      "Orders can only progress forward through the workflow",
    );
  });

  it("exposes the server's error code, to match a refusal on", async () => {
    nextResponse = new Response(
      '{"message":"Invalid Status Change","code":"INVALID_STATUS_CHANGE"}',
      { status: 409 },
    );
    const error = (await apiRequest("PUT", "/api/orders/o1", { status: "new" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe("INVALID_STATUS_CHANGE");
    nextResponse = new Response('{"message":"Busy"}', { status: 409 });
    const uncoded = (await apiRequest("GET", "/api/orders").catch((e: unknown) => e)) as ApiError;
    expect(uncoded.code).toBeNull();
  });

  it("has no server message when the body is not a JSON error", async () => {
    nextResponse = new Response("<html>Bad gateway</html>", { status: 502 });
    const error = (await apiRequest("GET", "/api/orders").catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBeNull();
    expect(error.code).toBeNull();
    expect(error.message).toBe("502: <html>Bad gateway</html>");
  });
});

describe("apiGet", () => {
  it("parses the JSON answer", async () => {
    nextResponse = new Response('[{"id":"o1"}]', { status: 200 });
    expect(await apiGet("/api/orders")).toEqual([{ id: "o1" }]);
    expect(calls[0]?.init.method).toBe("GET");
  });

  it("raises on 401 by default", async () => {
    nextResponse = new Response("", { status: 401, statusText: "Unauthorized" });
    await expect(apiGet("/api/auth/me")).rejects.toThrow("401: Unauthorized");
  });

  it("yields null on 401 when configured to", async () => {
    nextResponse = new Response("", { status: 401, statusText: "Unauthorized" });
    expect(await apiGet("/api/auth/me", { on401: "returnNull" })).toBeNull();
  });

  it("still raises other errors when configured to return null on 401", async () => {
    nextResponse = new Response("", { status: 500, statusText: "Internal Server Error" });
    await expect(apiGet("/api/auth/me", { on401: "returnNull" })).rejects.toThrow("500");
  });
});

describe("apiSend", () => {
  it("resolves with the parsed answer, or undefined for an empty one", async () => {
    nextResponse = new Response('{"deleted":3}', { status: 200 });
    expect(await apiSend("POST", "/api/orders/clear-test-data")).toEqual({ deleted: 3 });
    nextResponse = new Response(null, { status: 204 });
    expect(await apiSend("POST", "/api/auth/logout")).toBeUndefined();
  });
});

const MARIA: Operator = {
  person: { id: "p-maria", name: "Maria Lopez", role: "staff" },
  token: "token-maria",
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};
const SAM: Operator = {
  person: { id: "p-sam", name: "Sam Lee", role: "manager" },
  token: "token-sam",
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

const pinRequired = () =>
  new Response(JSON.stringify({ message: DEVICE_MESSAGES.pinRequired, code: PIN_REQUIRED_CODE }), {
    status: 403,
  });
const operatorEnded = () =>
  new Response(
    JSON.stringify({ message: DEVICE_MESSAGES.operatorEnded, code: OPERATOR_ENDED_CODE }),
    { status: 401 },
  );

describe("apiRequest on a kitchen device", () => {
  let replies: Response[];
  let unregister: (() => void) | undefined;

  beforeEach(() => {
    replies = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return replies.shift() ?? new Response("{}", { status: 200 });
    });
  });
  afterEach(() => unregister?.());

  const sentToken = (call: Call | undefined) =>
    (call?.init.headers as Record<string, string> | undefined)?.[OPERATOR_HEADER];

  function answerPromptWith(operator: Operator | null) {
    const prompt = vi.fn<OperatorPrompt>(async () => operator);
    unregister = registerOperatorPrompt(prompt);
    return prompt;
  }

  it("sends the identified person's token with every call, and none without one", async () => {
    await apiRequest("GET", "/api/orders");
    holdOperator(MARIA);
    await apiRequest("GET", "/api/orders");
    await apiRequest("PUT", "/api/orders/o1/status", { status: "ready" });
    expect(calls.map(sentToken)).toEqual([undefined, "token-maria", "token-maria"]);
    expect(calls[2]?.init.headers).toEqual({
      "Content-Type": "application/json",
      [OPERATOR_HEADER]: "token-maria",
    });
  });

  it("asks who is there when a PIN is needed, then tries once more with their token", async () => {
    const prompt = answerPromptWith(MARIA);
    replies = [pinRequired()];
    const response = await apiRequest("POST", "/api/orders/o1/reject", { reason: "closing" });

    expect(response.status).toBe(200);
    expect(prompt).toHaveBeenCalledWith({
      code: PIN_REQUIRED_CODE,
      message: DEVICE_MESSAGES.pinRequired,
    });
    expect(calls).toHaveLength(2);
    expect(calls.map(sentToken)).toEqual([undefined, "token-maria"]);
    expect(calls[1]?.init.body).toBe('{"reason":"closing"}');
    expect(currentOperator()?.person.name).toBe("Maria Lopez");
  });

  it("raises the refusal itself when the person cancels, without trying again", async () => {
    answerPromptWith(null);
    replies = [pinRequired()];
    const error = (await apiRequest("POST", "/api/orders/o1/reject", {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.code).toBe(PIN_REQUIRED_CODE);
    expect(calls).toHaveLength(1);
    expect(currentOperator()).toBeNull();
  });

  it("raises the refusal when no prompt is registered (not a device)", async () => {
    replies = [pinRequired()];
    await expect(apiRequest("POST", "/api/store/pause", {})).rejects.toThrow("403");
    expect(calls).toHaveLength(1);
  });

  it("tries only once more: a second refusal is raised", async () => {
    const prompt = answerPromptWith(MARIA);
    replies = [pinRequired(), pinRequired()];
    await expect(apiRequest("POST", "/api/orders/o1/cancel", {})).rejects.toThrow("403");
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it("forgets an ended token and asks again before acting", async () => {
    holdOperator(MARIA);
    const prompt = answerPromptWith(SAM);
    replies = [operatorEnded()];
    await apiRequest("PUT", "/api/orders/o1/status", { status: "ready" });
    expect(prompt).toHaveBeenCalledWith({
      code: OPERATOR_ENDED_CODE,
      message: DEVICE_MESSAGES.operatorEnded,
    });
    expect(calls.map(sentToken)).toEqual(["token-maria", "token-sam"]);
    expect(currentOperator()?.person.name).toBe("Sam Lee");
  });

  it("reads again as Kitchen, without asking, when a read's token ended", async () => {
    holdOperator(MARIA);
    const prompt = answerPromptWith(SAM);
    replies = [operatorEnded(), new Response('{"id":"u1"}', { status: 200 })];
    // The session check must not take an ended token for a signed-out device.
    expect(await apiGet("/api/auth/me", { on401: "returnNull" })).toEqual({ id: "u1" });
    expect(prompt).not.toHaveBeenCalled();
    expect(calls.map(sentToken)).toEqual(["token-maria", undefined]);
    expect(currentOperator()).toBeNull();
  });

  it("asks once for calls refused together, and tries each again", async () => {
    let answer: (operator: Operator | null) => void = () => {};
    const prompt = vi.fn<OperatorPrompt>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    unregister = registerOperatorPrompt(prompt);
    replies = [pinRequired(), pinRequired()];
    const first = apiRequest("POST", "/api/menu/items/i1/availability", { available: false });
    const second = apiRequest("POST", "/api/menu/items/i2/availability", { available: false });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    answer(MARIA);
    await Promise.all([first, second]);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(calls.slice(2).map(sentToken)).toEqual(["token-maria", "token-maria"]);
  });

  it("neither sends the token nor asks for the calls that identify someone", async () => {
    holdOperator(MARIA);
    const prompt = answerPromptWith(SAM);
    replies = [pinRequired()];
    await expect(
      apiSend("POST", "/api/device/identify", { personId: "p", pin: "1234" }, { operator: "omit" }),
    ).rejects.toThrow("403");
    expect(sentToken(calls[0])).toBeUndefined();
    expect(prompt).not.toHaveBeenCalled();
  });

  it("keeps a person only while their token works, each change renewing it", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-20T18:00:00.000Z") });
    try {
      holdOperator({ ...MARIA, expiresAt: "2026-11-20T18:01:00.000Z" });
      vi.advanceTimersByTime(50_000);
      // A read leaves the token as it is; a change comes back with it renewed, held from now.
      await apiRequest("GET", "/api/orders");
      replies = [
        new Response("{}", { status: 200, headers: { [OPERATOR_HEADER]: "token-maria-2" } }),
      ];
      await apiRequest("PUT", "/api/orders/o1/status", { status: "ready" });
      vi.advanceTimersByTime(OPERATOR_IDLE_SECONDS * 1000 - 1_000);
      expect(currentOperator()?.token).toBe("token-maria-2");
      vi.advanceTimersByTime(2_000);
      expect(currentOperator()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a person whose time ran out without acting", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-20T18:00:00.000Z") });
    try {
      holdOperator({ ...MARIA, expiresAt: "2026-11-20T18:01:00.000Z" });
      vi.advanceTimersByTime(59_000);
      expect(currentOperator()?.token).toBe("token-maria");
      vi.advanceTimersByTime(2_000);
      expect(currentOperator()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
