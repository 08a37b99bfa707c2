import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiRequest, apiSend } from "./api-client";

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
