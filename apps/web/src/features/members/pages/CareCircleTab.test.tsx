import { careCircleRoutes, type Caregiver } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, json } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "5b0c1d2e-3f40-4a51-8b62-7c83d94e05f6";
const ACCOUNT_ID = "6c1d2e3f-4051-4b62-9c73-8d94e05f1607";
const URL = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info/care-circle`;
const CIRCLE = careCircleRoutes.list.path;

const caregiver = (id: string, first: string, type: Caregiver["caregiverType"], emergency: boolean): Caregiver => ({
  caregiver_id: id,
  basic_info: { email: `${first.toLowerCase()}@example.org` },
  name: { firstName: first, lastName: "Hopper" },
  email: `${first.toLowerCase()}@example.org`,
  mobileNumber: "4155550177",
  emergencyContact: emergency,
  caregiverType: type,
  senior_info: { caregiver_type: type, emergency_contact: emergency, relationship_with_senior: "Daughter" },
});

describe("Care Circle", () => {
  it("lists the caregivers as the API sorts them and puts its duplicate texts on the dialog's fields", async () => {
    const { fake } = renderApp(URL, sessionFor(["CareAgent"]), {
      [`GET ${CIRCLE}`]: () =>
        envelope({
          caregivers: [
            caregiver("7d2e3f40-5162-4c73-8d84-9ea5f6071829", "Mary", "primary", true),
            caregiver("8e3f4051-6273-4d84-9e95-af0617283940", "John", "alternate", false),
          ],
        }),
      [`POST ${CIRCLE}`]: () =>
        json(409, {
          application_code: 409,
          message: "Email id is already in use",
          data: null,
          error: {
            code: "CONFLICT",
            fields: [
              { field: "body.email", reason: "Email id is already in use" },
              { field: "body.mobileNumber", reason: "Mobile Number is already in use with another caregiver" },
            ],
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Care Circle" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .slice(0, 6)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Mary Hopper", "Daughter", "Primary", "(415) 555-0177", "mary@example.org", "Yes"],
      ["John Hopper", "Daughter", "Alternate", "(415) 555-0177", "john@example.org", "No"],
    ]);

    await user.click(screen.getByRole("button", { name: "Add Caregiver" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Caregiver" });
    const box = within(dialog);
    await user.type(box.getByRole("textbox", { name: /^First Name/ }), "Ann");
    await user.type(box.getByRole("textbox", { name: /^Last Name/ }), "Hopper");
    await user.type(box.getByRole("textbox", { name: /^Mobile Number/ }), "4155550177");
    await user.type(box.getByRole("textbox", { name: /^Email/ }), "Mary@Example.org");
    await user.click(box.getByRole("combobox", { name: /^Relationship/ }));
    await user.click(await screen.findByRole("option", { name: "Daughter" }));
    await user.click(box.getByRole("button", { name: "Save" }));

    expect(await box.findByText("Email id is already in use")).toBeTruthy();
    expect(box.getByText("Mobile Number is already in use with another caregiver")).toBeTruthy();
    const post = fake.calls.find((c) => c.method === "POST" && c.path === CIRCLE);
    expect(JSON.parse(post?.body ?? "{}")).toEqual({
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      name: { firstName: "Ann", lastName: "Hopper" },
      email: "mary@example.org",
      mobileNumber: "4155550177",
      // Where the spec's caregiver holds them (spec 2 §3 senior_info).
      senior_info: { caregiver_type: "primary", emergency_contact: false, relationship_with_senior: "Daughter" },
    });
  });
});
