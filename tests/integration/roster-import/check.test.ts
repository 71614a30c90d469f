import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";
import { csv, csvUpload, dryRun, HEADER, startImport } from "./roster.js";

// Roster import (issue 30 item 3): the template, the dry run's row errors (the Add User form's own texts), the
// upload's bounds and who may call the routes. The import itself: import.test.ts.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("the template", () => {
  it("is the header and one example row, as a CSV download", async () => {
    const res = await h.as("admin").get("/api/roster-import/template");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="roster-template.csv"');
    expect(res.raw.body).toBe(
      `${HEADER}\r\n` +
        "200001,Ada,,Example,ada.example@example.com,(555) 010-0001,Female,1941-05-17,20 W 34th St,4B,New York,NY,10118,At Home,,no\r\n",
    );
  });
});

describe("the dry run", () => {
  it("reports every row's errors with the Add User form's texts and writes nothing", async () => {
    const taken = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100002 } });
    const before = await h.prisma.senior.count();
    const res = await dryRun(
      h.as("admin"),
      csv([
        // 2: a new member, valid.
        "200001,Ada,,Example,ada@example.com,5550100001,Female,1941-05-17,20 W 34th St,4B,New York,NY,10118,At Home,,no",
        // 3: everything the form's fields refuse.
        "12ab,,,Example,not-an-email,555,Female,02/30/1950,20 W 34th St,#4,New York,NY,1234,At Home,,no",
        // 4: an unknown member type, a state name instead of its code, is_resident neither yes nor no.
        "200003,Bo,,Example,bo@example.com,5550100003,Male,1940-01-02,20 W 34th St,,New York,New York,10118,Astronaut,,maybe",
        // 5: another member's email and mobile number.
        `200004,Cy,,Example,${taken.email},${taken.mobileNumber},Male,1940-01-02,20 W 34th St,,New York,NY,10118,at_home,,no`,
        // 6: the member id of line 2 again.
        "200001,Di,,Example,di@example.com,5550100006,Female,1940-01-02,20 W 34th St,,New York,NY,10118,Study,,no",
        // 7: a facility nobody has; 8: a date of birth after today and a resident without a facility.
        "200007,Ed,,Example,ed@example.com,5550100007,Male,1940-01-02,20 W 34th St,,New York,NY,10118,Agency,Nowhere Home,yes",
        "200008,Flo,,Example,flo@example.com,5550100008,Female,2999-01-01,20 W 34th St,,New York,NY,10118,Agency,,yes",
        // 9: an address no geocoder places; 10: blank member id and the email of line 2.
        "200009,Gus,,Example,gus@example.com,5550100009,Male,1940-01-02,1 Nowhere Rd,,Nowhere,NY,00000,At Home,,no",
        ",Hal,,Example,ada@example.com,5550100010,Male,1940-01-02,20 W 34th St,,New York,NY,10118,At Home,,no",
        // 11: an existing member whose row changes their last name (valid: an update).
        "100003,Ina,,Changed,ina.changed@example.com,5550100011,Female,1940-01-02,20 W 34th St,,New York,NY,10118,At Home,,no",
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Roster checked");
    expect(res.body.data).toEqual({
      rows: 10,
      valid: 2,
      to_create: 1,
      to_update: 1,
      unchanged: 0,
      errors: [
        { line: 3, member_id: "12ab", column: "member_id", message: "Member id must be 6 digits" },
        { line: 3, member_id: "12ab", column: "first_name", message: "Required Field" },
        { line: 3, member_id: "12ab", column: "mobile_number", message: "Invalid Phone Number" },
        { line: 3, member_id: "12ab", column: "email", message: "Invalid email address" },
        { line: 3, member_id: "12ab", column: "dob", message: "Invalid Date" },
        { line: 3, member_id: "12ab", column: "apartment_number", message: "Invalid Apartment Number" },
        { line: 3, member_id: "12ab", column: "zipcode", message: "Zipcode is invalid" },
        { line: 4, member_id: "200003", column: "is_resident", message: "Use yes or no" },
        { line: 4, member_id: "200003", column: "state", message: "Use the two-letter state code" },
        { line: 4, member_id: "200003", column: "member_type", message: "Unknown member type" },
        { line: 5, member_id: "200004", column: "email", message: "Email address already in use" },
        { line: 5, member_id: "200004", column: "mobile_number", message: "Mobile number already in use" },
        { line: 6, member_id: "200001", column: "member_id", message: "Member id appears more than once in the file" },
        { line: 7, member_id: "200007", column: "facility", message: "Unknown facility" },
        { line: 8, member_id: "200008", column: "dob", message: "Date cannot be greater than today" },
        { line: 8, member_id: "200008", column: "facility", message: "Required Field" },
        { line: 9, member_id: "200009", column: "address", message: "No address found" },
        { line: 10, member_id: "", column: "member_id", message: "Required Field" },
        { line: 10, member_id: "", column: "email", message: "Email address already in use" },
      ],
    });
    expect(await h.prisma.senior.count()).toBe(before);
    expect(await h.prisma.senior.findUnique({ where: { memberId: 200001 } })).toBeNull();
    expect((await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100003 } })).lastName).not.toBe("Changed");
  });

  it("reads quoted values, a BOM, headers in any case and MM/DD/YYYY dates", async () => {
    const res = await dryRun(
      h.as("admin"),
      "\uFEFF" +
        csv(
          [
            '200011,"Mary, Jo",,"O""Brien",mj@example.com,(555) 010-0011,Female,05/17/1941,"20 W 34th St",,New York,ny,10118,home care member,,',
          ],
          HEADER.toUpperCase().replace("MEMBER_ID", "Member ID"),
        ),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rows: 1, valid: 1, to_create: 1, to_update: 0, unchanged: 0, errors: [] });
  });
});

describe("the upload's bounds", () => {
  const refused = async (body: { payload: Buffer | string; headers: Record<string, string> }, message: string) => {
    for (const url of ["/api/roster-import/dry-run", "/api/roster-import/imports"]) {
      const res = await h.as("admin").post(url, undefined, { raw: body });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(message);
      expect(res.body.error?.fields, url).toEqual([{ field: "file", reason: expect.any(String) }]);
    }
  };

  it("refuses a file over 1 MB", async () => {
    const row =
      "200001,Ada,,Example,ada@example.com,5550100001,Female,1941-05-17,20 W 34th St,,New York,NY,10118,At Home,,no";
    await refused(csvUpload(csv([row, "x".repeat(1024 * 1024)])), "The file is larger than 1 MB");
  });

  it("refuses more than 1000 rows", async () => {
    const rows = Array.from(
      { length: 1001 },
      (_, i) =>
        `${200001 + i},Ada,,Example,a${i}@example.com,555${String(i).padStart(7, "0")},Female,1941-05-17,20 W 34th St,,New York,NY,10118,At Home,,no`,
    );
    await refused(csvUpload(csv(rows)), "The file has more than 1000 rows");
  });

  it("refuses missing and unknown columns, an unreadable file, an empty one and a request without a file", async () => {
    await refused(
      csvUpload("member_id,first_name\r\n200001,Ada\r\n"),
      "Missing columns: last_name, email, mobile_number, gender, dob, street, city, state, zipcode, member_type",
    );
    await refused(csvUpload(`${HEADER},shoe_size\r\n`), "Unknown columns: shoe_size");
    await refused(csvUpload(`${HEADER}\r\n"200001,Ada\r\n`), "The file is not a readable CSV");
    await refused(csvUpload(`${HEADER}\r\n`), "The file has no member rows");
    await refused(csvUpload(""), "Choose a CSV file to upload");
    await refused(csvUpload(Buffer.from(`${HEADER}\r\n`, "utf16le")), "The file is not a readable CSV");
    await refused(
      { payload: JSON.stringify({ csv: "x" }), headers: { "content-type": "application/json" } },
      "Choose a CSV file to upload",
    );
  });
});

describe("malformed forms", () => {
  it("are 400s, never a server error", async () => {
    const file = (name: string, body: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n${body}\r\n`;
    const bodies = [
      "--b\r\nContent-Disposition: form-data",
      "--b--\r\n",
      `${'--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(2000)}--b--\r\n`,
      `${file("file", csv([]))}${file("file", csv([]))}--b--\r\n`,
      `--b\r\nContent-Disposition: form-data; name="file"; filename="${"x".repeat(10_000)}.csv"\r\n\r\n${csv([])}\r\n--b--\r\n`,
    ];
    for (const [i, payload] of bodies.entries()) {
      const res = await h.as("admin").post("/api/roster-import/dry-run", undefined, {
        raw: { payload, headers: { "content-type": "multipart/form-data; boundary=b" } },
      });
      expect(res.status, `form ${i}`).toBe(400);
      expect(res.body.error?.fields?.[0]?.field, `form ${i}`).toBe("file");
    }
  });
});

describe("who may import", () => {
  const routes = [
    (as: ReturnType<Harness["as"]>) => as.get("/api/roster-import/template"),
    (as: ReturnType<Harness["as"]>) => dryRun(as, csv([])),
    (as: ReturnType<Harness["as"]>) => startImport(as, csv([])),
    (as: ReturnType<Harness["as"]>) => as.get("/api/roster-import/imports/00000000-0000-4000-8000-000000000000"),
  ];

  it("refuses care agents, warehouse employees and BDMs (403) and anonymous calls (401)", async () => {
    for (const role of ["agent", "warehouse", "bdm"] as const) {
      for (const call of routes) expect((await call(h.as(role))).status, role).toBe(403);
    }
    expect((await h.anonymous.get("/api/roster-import/template")).status).toBe(401);
  });

  it("lets the administrators and facility agents in", async () => {
    for (const role of ["admin", "wellness", "facility"] as const) {
      expect((await h.as(role).get("/api/roster-import/template")).status, role).toBe(200);
      const unknown = await h.as(role).get("/api/roster-import/imports/00000000-0000-4000-8000-000000000000");
      expect(unknown.status, role).toBe(404);
      expect(unknown.body.message, role).toBe("Import not found");
    }
  });
});
