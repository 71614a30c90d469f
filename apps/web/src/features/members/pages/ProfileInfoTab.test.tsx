import { facilityOptionRoutes, photoRoutes, memberRoutes, type BasicInfo, type MinimalInfo } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "5b0c1d2e-3f40-4a51-8b62-7c83d94e05f6";
const ACCOUNT_ID = "6c1d2e3f-4051-4b62-9c73-8d94e05f1607";
const URL = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info/profile-info`;
const R = memberRoutes;

// 5 ft 7 in = 170.18 cm; 150 lb is stored as 68.04 kg (spec 2 §9), as the API answers them.
const BASIC: BasicInfo = {
  user_id: ACCOUNT_ID,
  senior_id: SENIOR_ID,
  height: { feet: 5, inch: 7 },
  height_cm: 170.18,
  weight: 150,
  weight_kg: 68.04,
  academic_level: null,
  career: null,
  primary_spoken_language: "English",
  other_spoken_language: null,
  preferred_name: "Addie",
  home_phone: "2125550100",
  emergency_phone: null,
  email: null,
  faith: null,
  other_faith: null,
  home_technology: null,
  race: null,
  other_race: null,
  pets: null,
  medical_equipment: null,
  other_medical_equipment: null,
  social_media_links: [],
  life_event: null,
  home_entry: null,
  created_date: null,
  radius: { value: 2, radius_measurement: "mile" },
};

const MINIMAL: MinimalInfo = {
  user_id: ACCOUNT_ID,
  senior_id: SENIOR_ID,
  account_id: ACCOUNT_ID,
  name: { first_name: "Ada", middle_name: null, last_name: "Lovelace" },
  zone: "white",
  member_id: 100777,
  member_type: "at_home",
  dob: "1941-12-10",
  created_date: "2026-03-11T15:30:00.000Z",
  email: "ada.lovelace@example.org",
  gender: "Female",
  mobile_number: "2125550199",
  timezone: "America/New_York",
  address: {
    street: "350 5th Ave",
    apartment_number: null,
    city: "New York",
    state: "NY",
    zipcode: "10118",
    timezone: "America/New_York",
    coordinates: { latitude: 40.749, longitude: -73.9865 },
  },
  facility: null,
  facility_id: null,
  facility_type: null,
  corporate: null,
  corporate_id: null,
  isResident: false,
  is_resident: false,
  is_active: true,
  profile_image_id: null,
};

/** The other sections' calls, answered so that no error dialog covers the screen. */
const OTHER_SECTIONS = {
  [`GET ${R.minimalInfo.path}`]: () => envelope(MINIMAL),
  [`GET ${facilityOptionRoutes.facilityOptions.path}`]: () => envelope({ corporations: [], facilities: [] }),
  [`GET ${R.persona.path}`]: () => envelope({ senior_id: SENIOR_ID, persona: [] }),
  [`GET ${photoRoutes.images.path}`]: () => envelope({ images: [], profile_image_id: null }),
};

/** The basic-info form around its section (its Save button sits below the section). */
const basicInfoForm = (section: HTMLElement): HTMLElement => section.closest("form") ?? section;

describe("Profile Info: basic info", () => {
  it("shows height and weight with their stored units, and saves pounds with the rest unchanged", async () => {
    const { fake } = renderApp(URL, sessionFor(["CareAgent"]), {
      [`GET ${R.basicInfo.path}`]: () => envelope(BASIC),
      [`PUT ${R.saveBasicInfo.path}`]: () =>
        envelope({ ...BASIC, weight: 160, weight_kg: 72.57 }, 200, "Saved Successfully"),
      ...OTHER_SECTIONS,
    });
    const user = userEvent.setup({ delay: null });
    const form = basicInfoForm(await screen.findByRole("region", { name: "Basic Info" }));
    const box = within(form);
    expect((box.getByRole("textbox", { name: "Height (ft)" }) as HTMLInputElement).value).toBe("5");
    expect((box.getByRole("textbox", { name: "Height (in)" }) as HTMLInputElement).value).toBe("7");
    expect((box.getByRole("textbox", { name: "Weight (lbs)" }) as HTMLInputElement).value).toBe("150");
    expect(box.getByText("170.18 cm")).toBeTruthy();
    expect(box.getByText("68.04 kg")).toBeTruthy();
    expect((box.getByRole("textbox", { name: "Home Radius" }) as HTMLInputElement).value).toBe("2");
    expect((box.getByRole("textbox", { name: "Home Phone" }) as HTMLInputElement).value).toBe("(212) 555-0100");

    const weight = box.getByRole("textbox", { name: "Weight (lbs)" });
    await user.clear(weight);
    // Letters are not kept in a number field.
    await user.type(weight, "16x0");
    await user.click(box.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved Successfully")).toBeTruthy();
    expect(await box.findByText("72.57 kg")).toBeTruthy();
    const put = fake.calls.find((c) => c.method === "PUT" && c.path === R.saveBasicInfo.path);
    const body = JSON.parse(put?.body ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      height: { feet: 5, inch: 7 },
      weight: 160,
      radius: { value: 2, radius_measurement: "mile" },
      home_phone: "2125550100",
      primary_spoken_language: "English",
      preferred_name: "Addie",
      emergency_phone: null,
      social_media_links: [],
    });
  });

  it("asks for the other race when 'Other' is chosen", async () => {
    const { fake } = renderApp(URL, sessionFor(["CareAgent"]), {
      [`GET ${R.basicInfo.path}`]: () => envelope(BASIC),
      ...OTHER_SECTIONS,
    });
    const user = userEvent.setup({ delay: null });
    const form = basicInfoForm(await screen.findByRole("region", { name: "Basic Info" }));
    await user.click(within(form).getByRole("combobox", { name: "Race" }));
    await user.click(await screen.findByRole("option", { name: "Other" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Required Field")).toBeTruthy();
    expect(fake.calls.some((c) => c.method === "PUT")).toBe(false);
  });
});
