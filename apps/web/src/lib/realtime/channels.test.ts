import { mergedPrivileges } from "@care/contracts";
import { describe, expect, it } from "vitest";
import { channelBindings } from "./channels";

const facility = {
  corporate_name: "C",
  corporate_id: "c-1",
  facility_id: "fac-9",
  facility_type: "assisted_living",
  facility_name: "F",
};
const channelsOf = (roles: string[]) =>
  channelBindings(mergedPrivileges(roles), facility).map((b) => [b.channel, b.events.map((e) => e.name)]);

describe("realtime channels by privilege", () => {
  it("gives a care agent alarms, alerts and action summaries", () => {
    expect(channelsOf(["CareAgent"])).toEqual([
      ["private-sos-fall-channel", ["sos-fall-event"]],
      ["presence-sos-fall-staff", []],
      ["private-alert", ["trigger", "alert-action-notification"]],
      ["private-summary", ["summary-action-notification", "milestone"]],
    ]);
  });

  it("gives an admin the approve events only", () => {
    expect(channelsOf(["Admin"])).toEqual([
      ["private-alert", ["trigger", "approve-alert"]],
      ["private-summary", ["approve-summary"]],
    ]);
  });

  it("gives an agency agent the summary channel of their facility", () => {
    expect(channelsOf(["FACILITY_AGENT"])).toEqual([
      ["private-summary-facility-fac-9", ["facility-summary-action-notification"]],
    ]);
  });

  it("gives warehouse and BDM nothing", () => {
    expect(channelsOf(["WarehouseEmployee", "BDM"])).toEqual([]);
  });
});
