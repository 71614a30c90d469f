import { describe, expect, it } from "vitest";
import { setupHarness } from "../../support/suite-harness.js";
import { ref, setupSeniors } from "../seniors.js";

const BASIC = "/api/users/senior/basic-info";
const PERSONA = "/api/users/senior/persona";

const h = setupHarness();
const s = setupSeniors(h);

describe("basic info", () => {
  it("stores 5 ft 7 in (170.18 cm) and 150 lb as 68.04 kg, and answers them back", async () => {
    const res = await h.as("agent").put(BASIC, {
      ...ref(s.assigned),
      height: { feet: 5, inch: 7 },
      weight: 150,
      primary_spoken_language: "English",
      other_spoken_language: "Spanish, French",
      faith: "Other",
      other_faith: "Quaker",
      race: "Other",
      other_race: "Pacific Islander",
      pets: "Dog",
      medical_equipment: "Walker",
      social_media_links: ["https://www.facebook.com/ada.lovelace"],
      home_entry: "Key box by the back door",
      home_phone: "(617) 555-0100",
      email: "",
      radius: { value: 500, radius_measurement: "feet" },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Saved Successfully");
    expect(res.body.data).toMatchObject({
      height: { feet: 5, inch: 7 },
      height_cm: 170.18,
      weight: 150,
      weight_kg: 68.04,
      faith: "Other",
      other_faith: "Quaker",
      race: "Other",
      other_race: "Pacific Islander",
      social_media_links: ["https://www.facebook.com/ada.lovelace"],
      home_phone: "6175550100",
      email: null,
      radius: { value: 500, radius_measurement: "feet" },
    });
    const row = await h.prisma.seniorBasicInfo.findUniqueOrThrow({ where: { seniorId: s.assigned.id } });
    expect([row.heightFeet, row.heightInch, row.weightKg]).toEqual([5, 7, 68.04]);
    const senior = await h.prisma.senior.findUniqueOrThrow({ where: { id: s.assigned.id } });
    expect([senior.homeRadiusValue, senior.homeRadiusUnit]).toEqual([500, "feet"]);
  });

  it("keeps absent fields, clears null ones; 6 ft 0 in is 182.88 cm, 200.5 lb is 90.95 kg (200.5 lb back)", async () => {
    const res = await h.as("agent").put(BASIC, {
      senior_id: s.assigned.id,
      height: { feet: 6, inch: 0 },
      weight: 200.5,
      pets: null,
      radius: { value: 1.5, radius_measurement: "mile" },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({
      height_cm: 182.88,
      weight: 200.5,
      weight_kg: 90.95,
      pets: null,
      primary_spoken_language: "English",
      radius: { value: 1.5, radius_measurement: "mile" },
    });
    const read = await h.as("warehouse").get(BASIC, ref(s.assigned));
    expect(read.body.data).toEqual(res.body.data);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ height: { feet: 5, inch: 12 } }, "body.height.inch"],
      [{ height: { feet: 9, inch: 0 } }, "body.height.feet"],
      [{ weight: 0 }, "body.weight"],
      [{ weight: 1000.5 }, "body.weight"],
      [{ race: "Other" }, "body.other_race"],
      [{ radius: { value: 101, radius_measurement: "mile" } }, "body.radius.value"],
      [{ radius: { value: 10, radius_measurement: "km" } }, "body.radius.radius_measurement"],
      [{ social_media_links: ["not a url"] }, "body.social_media_links.0"],
      [{ home_phone: "12345" }, "body.home_phone"],
      [{ life_event: "x".repeat(2001) }, "body.life_event"],
    ];
    for (const [body, field] of cases) {
      const res = await h.as("admin").put(BASIC, { senior_id: s.assigned.id, ...body });
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[0]?.field, field).toBe(field);
    }
    const other = await h.as("admin").put(BASIC, { senior_id: s.assigned.id, race: "Other" });
    expect(other.body.error?.fields?.[0]?.reason).toBe("Required Field");
  });

  it("is 404 to a facility agent outside their facility, and 200 for their resident", async () => {
    expect((await h.as("facility").get(BASIC, ref(s.outsider))).status).toBe(404);
    expect((await h.as("facility").put(BASIC, { senior_id: s.outsider.id, pets: "Fish" })).status).toBe(404);
    expect((await h.as("facility").put(BASIC, { senior_id: s.resident.id, pets: "Fish" })).status).toBe(200);
  });

  it("asks a care agent for a break-glass reason to write for a member they do not coach (403)", async () => {
    const res = await h.as("agent").put(BASIC, { senior_id: s.outsider.id, pets: "Fish" });
    expect(res.status).toBe(403);
  });
});

describe("persona", () => {
  it("saves fields by id ('barries' as the spec spells it) and answers all twelve with labels", async () => {
    const res = await h.as("agent").put(PERSONA, {
      senior_id: s.assigned.id,
      persona: {
        goals: { data: "Walk to the park daily", annotation: "Asked by her daughter" },
        barries: { data: "Stairs at the entrance" },
      },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Saved Successfully");
    const items = res.body.data.persona as { field_id: string; label_text: string; field_value: unknown }[];
    expect(items.map((i) => i.field_id)).toEqual([
      "goals",
      "personality",
      "stress_point",
      "needs",
      "motivation",
      "fears",
      "barries",
      "skills",
      "hobbies",
      "favorite_activities",
      "devices",
      "favorite_food",
    ]);
    expect(items[0]).toEqual({
      field_type: "textbox",
      field_id: "goals",
      label_text: "Goals",
      field_value: { data: "Walk to the park daily", annotation: "Asked by her daughter" },
    });
    expect(items[6]).toEqual({
      field_type: "textbox",
      field_id: "barries",
      label_text: "Barriers",
      field_value: { data: "Stairs at the entrance", annotation: null },
    });

    // Sending only the annotation keeps the data.
    await h.as("agent").put(PERSONA, { senior_id: s.assigned.id, persona: { goals: { annotation: "Updated" } } });
    const read = await h.as("bdm").get(PERSONA, ref(s.assigned));
    expect(read.body.data.persona[0].field_value).toEqual({ data: "Walk to the park daily", annotation: "Updated" });
  });

  it("refuses an unknown field and over-long text with 400", async () => {
    const unknown = await h
      .as("agent")
      .put(PERSONA, { senior_id: s.assigned.id, persona: { barriers: { data: "x" } } });
    expect(unknown.status).toBe(400);
    const long = await h.as("agent").put(PERSONA, {
      senior_id: s.assigned.id,
      persona: { hobbies: { data: "x".repeat(2001) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.error?.fields?.[0]?.field).toBe("body.persona.hobbies.data");
  });

  it("is 404 outside a facility agent's facility", async () => {
    expect((await h.as("facility").get(PERSONA, ref(s.outsider))).status).toBe(404);
  });
});
