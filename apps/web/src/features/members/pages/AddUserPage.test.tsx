import { authRoutes, facilityOptionRoutes, memberRoutes, type MinimalInfo } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, json } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// Wednesday 11 March 2026: the date of birth is picked from this month's calendar. Only Date is faked.
const NOW = new Date(2026, 2, 11, 10, 30);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const SENIOR_ID = "5b0c1d2e-3f40-4a51-8b62-7c83d94e05f6";
const ACCOUNT_ID = "6c1d2e3f-4051-4b62-9c73-8d94e05f1607";
const MINIMAL = memberRoutes.createOrSaveMinimalInfo.path;

const CREATED: MinimalInfo = {
  user_id: ACCOUNT_ID,
  senior_id: SENIOR_ID,
  account_id: ACCOUNT_ID,
  name: { first_name: "Ada", middle_name: null, last_name: "Lovelace" },
  zone: "white",
  member_id: 100777,
  member_type: "at_home",
  dob: "2026-03-10",
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

function routes(over: Record<string, () => Response> = {}): Record<string, () => Response> {
  return {
    [`GET ${authRoutes.generateMemberId.path}`]: () => envelope({ member_id: 100777 }),
    [`GET ${facilityOptionRoutes.facilityOptions.path}`]: () => envelope({ corporations: [], facilities: [] }),
    [`GET ${authRoutes.isEmailMapped.path}`]: () => envelope({ email_exists: false }),
    [`GET ${authRoutes.isMobileMapped.path}`]: () => envelope({ mobile_number_exists: false }),
    [`POST ${MINIMAL}`]: () => envelope(CREATED, 200, "Account created successfully!"),
    ...over,
  };
}

const field = (name: RegExp): HTMLElement => screen.getByRole("textbox", { name });

async function choose(user: UserEvent, label: RegExp, option: string): Promise<void> {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** Fills every required field with valid values; the date of birth is yesterday (10 March 2026). */
async function fillValid(user: UserEvent): Promise<void> {
  await user.type(field(/^First Name/), "  Ada ");
  await user.type(field(/^Last Name/), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: /^Mobile Number/ }), "2125550199");
  await user.type(field(/^Email/), "Ada.Lovelace@Example.org");
  await choose(user, /^Gender/, "Female");
  await user.click(screen.getByRole("group", { name: /^Date of Birth/ }));
  await user.click(within(await screen.findByRole("grid")).getByRole("gridcell", { name: "10" }));
  await user.type(field(/^Street/), "350 5th Ave");
  await user.type(field(/^City/), "New York");
  await user.type(field(/^Zipcode/), "10118");
  await choose(user, /^State/, "New York");
  await choose(user, /^Member Type/, "At Home");
}

describe("Add User", () => {
  it("shows the contract's field errors and sends nothing while the form is invalid", async () => {
    const { fake } = renderApp("/add-user", sessionFor(["CareAgent"]), routes());
    const user = userEvent.setup({ delay: null });
    await screen.findByRole("heading", { level: 1, name: "Add User" });
    await screen.findByDisplayValue("100777");

    await user.type(field(/^Email/), "ada@");
    await user.type(field(/^Apartment Number/), "12-B");
    await user.type(field(/^Zipcode/), "1011");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Invalid Apartment Number")).toBeTruthy();
    expect(screen.getByText("Zipcode is invalid")).toBeTruthy();
    // First name, last name, mobile, gender, date of birth, street, city, state and member type (nothing chosen).
    expect(screen.getAllByText("Required Field")).toHaveLength(9);
    expect(fake.calls.some((c) => c.method === "POST" && c.path === MINIMAL)).toBe(false);
  });

  it("says on leaving the email field that another account uses it", async () => {
    renderApp(
      "/add-user",
      sessionFor(["WarehouseEmployee"]),
      routes({ [`GET ${authRoutes.isEmailMapped.path}`]: () => envelope({ email_exists: true }) }),
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole("textbox", { name: /^Email/ }), "taken@example.org");
    await user.tab();
    expect(await screen.findByText("Email address already in use")).toBeTruthy();
  });

  it("puts the server's duplicate text on the mobile field", async () => {
    renderApp(
      "/add-user",
      sessionFor(["CareAgent"]),
      routes({
        [`POST ${MINIMAL}`]: () =>
          json(409, {
            application_code: 409,
            message: "Mobile number already in use",
            data: null,
            error: {
              code: "CONFLICT",
              fields: [{ field: "body.mobile_number", reason: "Mobile number already in use" }],
            },
          }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByDisplayValue("100777");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const mobile = screen.getByRole("textbox", { name: /^Mobile Number/ });
    expect(await screen.findByText("Mobile number already in use")).toBeTruthy();
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
  });

  it("sends digits, YYYY-MM-DD and the reserved member id, then opens the member's onboarding info", async () => {
    const { fake, router } = renderApp("/add-user", sessionFor(["CareAgent"]), routes());
    const user = userEvent.setup({ delay: null });
    await screen.findByDisplayValue("100777");
    await fillValid(user);
    expect((screen.getByRole("textbox", { name: /^Mobile Number/ }) as HTMLInputElement).value).toBe("(212) 555-0199");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Account created successfully!")).toBeTruthy();
    const post = fake.calls.find((c) => c.method === "POST" && c.path === MINIMAL);
    expect(JSON.parse(post?.body ?? "{}")).toEqual({
      member_id: 100777,
      name: { first_name: "Ada", middle_name: null, last_name: "Lovelace" },
      mobile_number: "2125550199",
      email: "ada.lovelace@example.org",
      gender: "Female",
      dob: "2026-03-10",
      address: { street: "350 5th Ave", apartment_number: null, city: "New York", zipcode: "10118", state: "NY" },
      member_type: "at_home",
      facility_type: null,
      isResident: false,
      corporate: null,
      facility: null,
    });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info`,
      ),
    );
  });
});
