import { describe, expect, it } from "vitest";
import { claimsFor, fakeJwt, sessionFor } from "../../test/tokens";
import { createMemoryStorage } from "./memory-storage";
import { plainCodec } from "./session-codec";
import { SessionStore } from "./session-store";

describe("SessionStore.updateTokens", () => {
  it("takes the roles, facility and name of the refreshed token (a role change reaches the menus)", () => {
    const store = new SessionStore(createMemoryStorage(), plainCodec, createMemoryStorage());
    store.set(sessionFor(["CareAgent"]));
    const facility = {
      corporate_name: "Harbor Corp",
      corporate_id: "c-1",
      facility_id: "f-1",
      facility_type: "assisted_living",
      facility_name: "Harbor House",
    };
    const jwt = fakeJwt(
      claimsFor(["FACILITY_AGENT"], {
        facility_info: facility,
        name: { first_name: "Cas", middle_name: null, last_name: "Rivera" },
      }),
    );
    store.updateTokens(jwt, "refresh-2");
    expect(store.get()).toMatchObject({
      accessToken: jwt,
      refreshToken: "refresh-2",
      userId: "user-1",
      email: "casey@demo.care",
      userRole: ["FACILITY_AGENT"],
      facilityInfo: facility,
      userName: { first_name: "Cas", middle_name: null, last_name: "Rivera" },
    });
  });

  it("keeps the same objects when the refreshed token says the same (nothing that depends on them starts again)", () => {
    const store = new SessionStore(createMemoryStorage(), plainCodec, createMemoryStorage());
    store.set(sessionFor(["CareAgent"]));
    const before = store.get();
    store.updateTokens(fakeJwt(claimsFor(["CareAgent"])), "refresh-2");
    const after = store.get();
    expect(after?.refreshToken).toBe("refresh-2");
    expect(after?.userRole).toBe(before?.userRole);
    expect(after?.facilityInfo).toBe(before?.facilityInfo);
    expect(after?.userName).toBe(before?.userName);
  });

  it("keeps the session's account when the token is unreadable or another user's", () => {
    const store = new SessionStore(createMemoryStorage(), plainCodec, createMemoryStorage());
    store.set(sessionFor(["CareAgent"]));
    store.updateTokens("not-a-jwt", "refresh-2");
    expect(store.get()).toMatchObject({ accessToken: "not-a-jwt", refreshToken: "refresh-2", userRole: ["CareAgent"] });
    store.updateTokens(fakeJwt(claimsFor(["Admin"], { sub: "someone-else" })), "refresh-3");
    expect(store.get()?.userRole).toEqual(["CareAgent"]);
  });
});
