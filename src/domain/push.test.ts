import { describe, expect, it } from "vitest";
import {
  autoPausedMessage,
  isKnownPushService,
  orderWaitingMessage,
  printerOfflineMessage,
} from "./push";

describe("push services alerts may go to", () => {
  it("are the browsers' own, over https on the standard port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-by3p.notify.windows.com/w/?token=abc",
    ])
      expect(isKnownPushService(endpoint, []), endpoint).toBe(true);
  });

  it("are no address of the caller's choosing", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://evilfcm.googleapis.com.attacker.test/x",
      "https://notfcm.googleapis.com.example/x",
      "https://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:9000/push/1",
      "https://user@127.0.0.1@fcm.googleapis.com/fcm/send/abc",
      "https://user:secret@fcm.googleapis.com/fcm/send/abc",
      "not a url",
    ])
      expect(isKnownPushService(endpoint, []), endpoint).toBe(false);
  });

  it("include the origins configured, exactly", () => {
    expect(isKnownPushService("http://127.0.0.1:9000/push/1", ["http://127.0.0.1:9000"])).toBe(
      true,
    );
    expect(isKnownPushService("http://127.0.0.1:9001/push/1", ["http://127.0.0.1:9000"])).toBe(
      false,
    );
    expect(isKnownPushService("http://user@127.0.0.1:9000/push/1", ["http://127.0.0.1:9000"])).toBe(
      false,
    );
  });
});

describe("what a phone is told", () => {
  it("names one waiting order, or every order waiting with the longest wait", () => {
    expect(
      orderWaitingMessage([{ orderNumber: "A1", platformName: "DoorDash", waitedMinutes: 6 }]),
    ).toEqual({
      title: "Order waiting 6 min",
      body: "DoorDash order A1 has not been accepted. Open OrderDock to answer it.",
      tag: "order-waiting-A1",
      url: "/dashboard",
    });
    const many = orderWaitingMessage([
      { orderNumber: "A1", platformName: "DoorDash", waitedMinutes: 6 },
      { orderNumber: "B2", platformName: "Uber Eats", waitedMinutes: 9 },
      { orderNumber: "C3", platformName: "Website", waitedMinutes: 5 },
    ]);
    expect(many.title).toBe("3 orders waiting, up to 9 min");
    expect(many.body).toBe(
      "DoorDash A1, Uber Eats B2 and Website C3 have not been accepted. Open OrderDock to answer them.",
    );
  });

  it("names the printers offline and the channels paused, with the rule's reason", () => {
    expect(printerOfflineMessage(["Grill"]).title).toBe("Grill is offline");
    expect(printerOfflineMessage(["Grill", "Bar"]).title).toBe("Grill and Bar are offline");
    expect(printerOfflineMessage(["Grill"]).url).toBe("/settings#printers");
    expect(autoPausedMessage(["Uber Eats", "DoorDash"], "the kitchen is at 95 minutes").body).toBe(
      "Uber Eats and DoorDash are paused: the kitchen is at 95 minutes. Open OrderDock to reopen.",
    );
    expect(autoPausedMessage(["Grubhub"], null).body).toBe(
      "Grubhub is paused by the kitchen's rules. Open OrderDock to reopen.",
    );
  });
});
