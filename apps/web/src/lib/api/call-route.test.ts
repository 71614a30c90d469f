import { authRoutes, measurementReportRoutes, alarmRoutes } from "@care/contracts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createFakeFetch, envelope, json } from "../../test/fake-fetch";
import { createApiClient, type ApiClient } from "./api-client";
import { ApiError } from "./api-error";
import type { CallInput, DataOf } from "./contract-types";
import { fillPath } from "./fill-path";

const weekly = measurementReportRoutes.weeklyVitals;
const devices = measurementReportRoutes.deviceHistory;

function client(routes: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(routes);
  const api = createApiClient({
    tokens: {
      get: () => ({ email: "casey@demo.care", accessToken: "access-1", refreshToken: "r" }),
      updateTokens: () => {},
      clear: () => {},
    },
    sessionExpiredReason: "expired",
    fetch: fake.fetch,
  });
  return { api, fake };
}

describe("callRoute types come from the contract", () => {
  it("types the data, the params, the query and the body", () => {
    const api = {} as ApiClient;
    expectTypeOf<DataOf<typeof devices>["next_offset"]>().toEqualTypeOf<number>();
    expectTypeOf<DataOf<typeof devices>["items"][number]["status"]>().toEqualTypeOf<
      "linked" | "unlinked" | "unassigned"
    >();
    expectTypeOf(api.callRoute<typeof devices>).returns.resolves.toEqualTypeOf<DataOf<typeof devices>>();

    // A path with :vital needs its params; the enum is the contract's.
    expectTypeOf<CallInput<typeof weekly>["params"]>().toEqualTypeOf<{
      vital: "heart-rate" | "activity" | "body-health" | "sleep";
    }>();
    // @ts-expect-error params are required for a path with a :param
    void (() => api.callRoute(weekly, { query: { senior_id: "s", account_id: "a" } }));
    // @ts-expect-error not one of the contract's vitals
    void (() => api.callRoute(weekly, { params: { vital: "mood" }, query: {} }));

    // Every query key of the device history is optional (defaults), so the query may be left out.
    void (() => api.callRoute(devices, {}));
    // @ts-expect-error the contract's device types only
    void (() => api.callRoute(devices, { query: { device_type: "toaster" } }));

    // A body route needs its body, with the contract's field names.
    expectTypeOf<CallInput<typeof alarmRoutes.updateAlarm>["body"]>().toMatchTypeOf<{
      alarm_id: string;
      status: "assigned" | "closed";
    }>();
    // @ts-expect-error the body is required
    void (() => api.callRoute(alarmRoutes.updateAlarm, {}));
  });
});

describe("callRoute at run time", () => {
  it("fills and encodes :param segments and sends the query", async () => {
    const { api, fake } = client({ "GET /api/measurement/weekly-vitals/heart-rate": () => envelope({ days: [] }) });
    await api.callRoute(weekly, { params: { vital: "heart-rate" }, query: { senior_id: "s 1", account_id: "a" } });
    expect(fake.calls[0]?.method).toBe("GET");
    expect(fake.calls[0]?.url.pathname).toBe("/api/measurement/weekly-vitals/heart-rate");
    expect(fake.calls[0]?.url.search).toBe("?senior_id=s+1&account_id=a");
    expect(fake.calls[0]?.headers.authorization).toBe("Bearer access-1");

    expect(fillPath("/api/things/:id/parts/:part_id", { id: "a/b c", part_id: 7 })).toBe(
      "/api/things/a%2Fb%20c/parts/7",
    );
    expect(() => fillPath("/api/things/:id", {})).toThrow("/api/things/:id: no value for :id");
  });

  it("sends a public route without the bearer token", async () => {
    const { api, fake } = client({ [`POST ${authRoutes.passwordValidate.path}`]: () => envelope({ valid: true }) });
    await api.callRoute(authRoutes.passwordValidate, { body: { password: "x" } });
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(fake.calls[0]?.body ?? "")).toEqual({ password: "x" });
  });

  it("keeps the server's per-field errors on ApiError.fields", async () => {
    const { api } = client({
      "PUT /api/supervision/update-alarms": () =>
        json(400, {
          application_code: 400,
          message: "Invalid body.alarm_id: Invalid UUID",
          data: null,
          error: { code: "VALIDATION", fields: [{ field: "body.alarm_id", reason: "Invalid UUID" }] },
        }),
    });
    const failure = await api
      .callRoute(alarmRoutes.updateAlarm, { body: { alarm_id: "nope", status: "closed" }, silent: true })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).httpStatus).toBe(400);
    expect((failure as ApiError).code).toBe("VALIDATION");
    expect((failure as ApiError).fields).toEqual([{ field: "body.alarm_id", reason: "Invalid UUID" }]);
  });
});
