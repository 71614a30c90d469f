import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "@care/infra";
import { createNominatimProvider } from "../../../apps/api/src/modules/geocoding/providers/nominatim.js";
import { startHarness, type Harness } from "../../support/harness.js";

// Expected places are written out from the zipcodes package's table (ZIP → point), not computed.
const NEW_YORK_10118 = {
  formatted_address: "New York, NY 10118",
  street: null,
  city: "New York",
  state: "NY",
  zipcode: "10118",
  country: "US",
  coordinates: { latitude: 40.749, longitude: -73.9865 },
};
const BEVERLY_HILLS_90210 = {
  formatted_address: "Beverly Hills, CA 90210",
  street: null,
  city: "Beverly Hills",
  state: "CA",
  zipcode: "90210",
  country: "US",
  coordinates: { latitude: 34.0901, longitude: -118.4065 },
};
const SPRINGFIELD_62701 = {
  formatted_address: "Springfield, IL 62701",
  street: null,
  city: "Springfield",
  state: "IL",
  zipcode: "62701",
  country: "US",
  coordinates: { latitude: 39.8, longitude: -89.6495 },
};

describe("geocoding, offline provider (the default)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const geocode = (who: "agent" | "warehouse", address: string) => h.as(who).get("/api/users/geocode", { address });
  const reverse = (lat: string, lng: string) => h.as("agent").get("/api/users/reverse-geocode", { lat, lng });

  it("answers a US street address with its ZIP's point and address parts", async () => {
    const res = await geocode("agent", "350 5th Ave, New York, NY 10118");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toEqual({ application_code: 200, message: "Success", data: NEW_YORK_10118, error: null });
  });

  it("reads a ZIP+4 and a trailing country, and serves the member-creating roles (warehouse employee)", async () => {
    const res = await geocode("warehouse", "9641 Sunset Blvd, Beverly Hills, CA 90210-5405, USA");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual(BEVERLY_HILLS_90210);
  });

  it("without a ZIP, answers the city's lowest ZIP; a five-digit house number is not read as a ZIP", async () => {
    const res = await geocode("agent", "10001 Main Street, Springfield, Illinois");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual(SPRINGFIELD_62701);
    const abbreviated = await geocode("agent", "Springfield IL");
    expect(abbreviated.body.data).toEqual(SPRINGFIELD_62701);
  });

  it("answers 404 'No address found' for an address it cannot place, and for places outside the US", async () => {
    for (const address of ["Nowhere In Particular", "Toronto, Ontario", "221B Baker Street, London"]) {
      const res = await geocode("agent", address);
      expect(res.status, address).toBe(404);
      expect(res.body).toEqual({
        application_code: 404,
        message: "No address found",
        data: null,
        error: { code: "NOT_FOUND" },
      });
    }
  });

  it("refuses a missing, blank or over-long address with 400", async () => {
    const missing = await h.as("agent").get("/api/users/geocode");
    expect(missing.status).toBe(400);
    expect((await geocode("agent", "   ")).status).toBe(400);
    const long = await geocode("agent", "a".repeat(301));
    expect(long.status).toBe(400);
    expect(long.body.error?.fields?.[0]?.field).toBe("query.address");
  });

  it("answers coordinates with the nearest ZIP's city and state", async () => {
    const res = await reverse("34.0901", "-118.4065");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual(BEVERLY_HILLS_90210);
    // A point a few hundred metres from 10118's, nearer to it than to any other ZIP point.
    const near = await reverse("40.7491", "-73.9862");
    expect(near.body.data).toEqual(NEW_YORK_10118);
  });

  it("answers 404 'No address found' for coordinates outside the US (London, open Atlantic)", async () => {
    for (const [lat, lng] of [
      ["51.5074", "-0.1278"],
      ["30", "-40"],
    ] as const) {
      const res = await reverse(lat, lng);
      expect(res.status, `${lat},${lng}`).toBe(404);
      expect(res.body.message).toBe("No address found");
    }
  });

  it("refuses out-of-range, blank and non-numeric coordinates with 400 naming the field", async () => {
    const cases: [string, string, string][] = [
      ["91", "0", "query.lat"],
      ["-90.5", "10", "query.lat"],
      ["40", "180.01", "query.lng"],
      ["", "-73.9", "query.lat"],
      ["north", "-73.9", "query.lat"],
    ];
    for (const [lat, lng, field] of cases) {
      const res = await reverse(lat, lng);
      expect(res.status, `${lat},${lng}`).toBe(400);
      expect(res.body.error?.fields?.[0]?.field, `${lat},${lng}`).toBe(field);
    }
  });

  it("asks for a token", async () => {
    const res = await h.anonymous.get("/api/users/geocode", { address: "10001" });
    expect(res.status).toBe(401);
  });
});

/**
 * A stand-in for a Nominatim server on loopback (the third party, not our code): answers /search and /reverse in
 * Nominatim's jsonv2 shape, or fails the way a real upstream can, as each test sets `mode`.
 */
type Mode = "ok" | "empty" | "foreign" | "error500" | "garbage" | "hang";
interface FakeNominatim {
  url: string;
  mode: Mode;
  requests: URL[];
  close(): Promise<void>;
}

const EMPIRE_STATE = {
  lat: "40.7484421",
  lon: "-73.9856589",
  display_name: "Empire State Building, 350, 5th Avenue, Manhattan, New York, 10118, United States",
  address: {
    house_number: "350",
    road: "5th Avenue",
    city: "New York",
    state: "New York",
    "ISO3166-2-lvl4": "US-NY",
    postcode: "10118",
    country: "United States",
    country_code: "us",
  },
};
const OTTAWA = {
  lat: "45.4208777",
  lon: "-75.6901106",
  display_name: "Parliament Hill, Ottawa, Ontario, Canada",
  address: { city: "Ottawa", state: "Ontario", postcode: "K1A 0A9", country: "Canada", country_code: "ca" },
};

async function startFakeNominatim(): Promise<FakeNominatim> {
  const sockets = new Set<Socket>();
  const fake = { mode: "ok" as Mode, requests: [] as URL[] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? "/", "http://fake");
    fake.requests.push(u);
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (fake.mode === "hang") return; // never answers: the provider's timeout must end the wait
    if (fake.mode === "error500") return json(500, { error: "internal" });
    if (fake.mode === "garbage") return void res.writeHead(200, { "content-type": "text/html" }).end("<html>");
    const search = u.pathname === "/search";
    if (fake.mode === "empty") return json(200, search ? [] : { error: "Unable to geocode" });
    const place = fake.mode === "foreign" ? OTTAWA : EMPIRE_STATE;
    return json(200, search ? [place] : place);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}

describe("geocoding, nominatim provider (GEOCODER=nominatim)", () => {
  let h: Harness;
  let fake: FakeNominatim;
  beforeAll(async () => {
    fake = await startFakeNominatim();
    h = await startHarness({
      env: { GEOCODER: "nominatim", GEOCODER_URL: `${fake.url}/`, GEOCODER_TIMEOUT_MS: "300" },
    });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
  });

  const geocode = (address: string) => h.as("agent").get("/api/users/geocode", { address });
  const reverse = (lat: string, lng: string) => h.as("admin").get("/api/users/reverse-geocode", { lat, lng });

  const EMPIRE_MATCH = {
    formatted_address: "Empire State Building, 350, 5th Avenue, Manhattan, New York, 10118, United States",
    street: "350 5th Avenue",
    city: "New York",
    state: "NY",
    zipcode: "10118",
    country: "US",
    coordinates: { latitude: 40.7484421, longitude: -73.9856589 },
  };

  it("asks /search for US places only and maps the answer to address parts", async () => {
    const res = await geocode("350 5th Ave, New York");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual(EMPIRE_MATCH);
    const sent = fake.requests[0];
    expect(sent?.pathname).toBe("/search");
    expect(sent?.searchParams.get("q")).toBe("350 5th Ave, New York");
    expect(sent?.searchParams.get("countrycodes")).toBe("us");
    expect(sent?.searchParams.get("format")).toBe("jsonv2");
  });

  it("asks /reverse with lat and lon", async () => {
    const res = await reverse("40.7484", "-73.9857");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual(EMPIRE_MATCH);
    expect(fake.requests[0]?.pathname).toBe("/reverse");
    expect(fake.requests[0]?.searchParams.get("lat")).toBe("40.7484");
    expect(fake.requests[0]?.searchParams.get("lon")).toBe("-73.9857");
  });

  it("answers 404 'No address found' when the server finds nothing, or only a place outside the US", async () => {
    for (const mode of ["empty", "foreign"] as const) {
      fake.mode = mode;
      for (const res of [await geocode("Parliament Hill"), await reverse("45.42", "-75.69")]) {
        expect(res.status, mode).toBe(404);
        expect(res.body.message).toBe("No address found");
      }
    }
  });

  it("answers 502 in the envelope when the server fails or answers something unreadable", async () => {
    for (const mode of ["error500", "garbage"] as const) {
      fake.mode = mode;
      const res = await geocode("350 5th Ave, New York");
      expect(res.status, mode).toBe(502);
      expect(res.body).toEqual({
        application_code: 502,
        message: "Geocoding service failed",
        data: null,
        error: { code: "BAD_GATEWAY" },
      });
    }
  });

  it("answers 503 in the envelope when the server does not answer in time", async () => {
    fake.mode = "hang";
    const res = await reverse("40.7484", "-73.9857");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      application_code: 503,
      message: "Geocoding service unavailable",
      data: null,
      error: { code: "UNAVAILABLE" },
    });
  });
});

describe("nominatim provider with nothing listening", () => {
  it("fails with 503 'Geocoding service unavailable' when the connection is refused", async () => {
    const gone = await startFakeNominatim();
    await gone.close(); // the port is free now: connections to it are refused
    const provider = createNominatimProvider({ baseUrl: gone.url, timeoutMs: 2000 });
    await expect(provider.geocode("10001")).rejects.toMatchObject({
      status: 503,
      message: "Geocoding service unavailable",
    });
  });
});

describe("GEOCODER configuration", () => {
  it("defaults to the offline provider and refuses an unknown provider or a bad URL at boot", () => {
    expect(loadConfig({}).GEOCODER).toBe("offline");
    expect(() => loadConfig({ GEOCODER: "google" })).toThrow(/GEOCODER/);
    expect(() => loadConfig({ GEOCODER: "nominatim", GEOCODER_URL: "not a url" })).toThrow(/GEOCODER_URL/);
  });
});
