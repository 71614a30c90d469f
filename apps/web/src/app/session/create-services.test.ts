import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionFor } from "../../test/tokens";
import { createBrowserServices } from "./create-services";

// Issue 20 item 6: on an origin without WebCrypto (plain http, not localhost) the session used to be written to
// localStorage in clear. It must stay in the page's memory instead.
describe("the session on an origin without WebCrypto", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function withoutWebCrypto(): void {
    // What a browser exposes on an insecure origin: crypto.getRandomValues, but no crypto.subtle.
    vi.stubGlobal("crypto", { getRandomValues: <T extends ArrayBufferView>(a: T): T => a });
  }

  function storedAnywhere(text: string): string[] {
    const hits: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) as string;
        if ((storage.getItem(key) ?? "").includes(text)) hits.push(key);
      }
    }
    return hits;
  }

  it("is kept in memory only: signed in, refreshed, never written to storage", async () => {
    withoutWebCrypto();
    const { session } = createBrowserServices();
    const signedIn = sessionFor(["CareAgent"], { accessToken: "access-secret-1", refreshToken: "refresh-secret-1" });

    await session.setDurably(signedIn);
    expect(session.get()).toEqual(signedIn);
    session.updateTokens("access-secret-2", "refresh-secret-2");
    await session.flush();

    expect(localStorage.getItem("care.session")).toBeNull();
    expect(storedAnywhere("secret")).toEqual([]);
    // The page still has it (re-reading its own store finds it) until it is closed or reloaded.
    expect((await session.reload())?.refreshToken).toBe("refresh-secret-2");
  });

  it("removes a session an older build left in clear", async () => {
    localStorage.setItem("care.session", JSON.stringify(sessionFor(["Admin"], { refreshToken: "old-clear-secret" })));
    withoutWebCrypto();
    const { session } = createBrowserServices();
    expect(localStorage.getItem("care.session")).toBeNull();
    expect(await session.load()).toBeNull();
  });

  it("ends with logout like any session", async () => {
    withoutWebCrypto();
    const { session } = createBrowserServices();
    await session.setDurably(sessionFor(["CareAgent"]));
    session.clear("User logged out");
    await session.flush();
    expect(session.get()).toBeNull();
    expect(await session.reload()).toBeNull();
  });
});
