import { medicalRoutes, providerRoutes, type Medication } from "@care/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "7b0b8a1e-51c2-4d3e-8f40-1a2b3c4d5e6f";
const ACCOUNT_ID = "8c1c9b2f-62d3-4e4f-9a51-2b3c4d5e6f70";
const PHARMACY_ID = "9d2d0c3a-73e4-4f50-8b62-3c4d5e6f7081";
const URL_ = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info/medical-info`;
const R = medicalRoutes;

/** The sub-tab is a lazily loaded chunk: its first render can take longer than the default wait on a busy machine. */

const EMPTY = { items: [], total: 0, next_offset: -1 };

const LEGACY: Medication = {
  medication_id: "0e3e1d4b-84f5-4061-9c73-4d5e6f708192",
  medicine: "Warfarin",
  dose_form: "Tablet",
  dose_frequency: { every: 1, period: "day" },
  when: "Evening",
  date_prescribed: "2024-06-10",
  date_discontinued: "2024-06-09",
  pharmacy_id: null,
  pharmacy_name: null,
  pharmacy_phone_number: null,
  notes: null,
  status: "Save",
  modification_date: "2024-06-10T12:00:00.000Z",
};

function routes(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${R.listConditions.path}`]: () => envelope(EMPTY),
    [`GET ${R.listMedications.path}`]: () => envelope({ ...EMPTY, total_meds: 0 }),
    [`GET ${providerRoutes.pharmacy.list.path}`]: () =>
      envelope({
        providers: [
          {
            provider_id: PHARMACY_ID,
            provider_type: "pharmacy",
            name: "CVS Pharmacy",
            contact_phone: "6175550170",
            provider_name: null,
            speciality: null,
            is_primary: false,
            isPrimary: false,
          },
        ],
      }),
    [`GET ${R.searchMedicine.path}`]: ({ url }) =>
      envelope({
        medicines: ["Metformin", "Methotrexate"]
          .filter((n) => n.toLowerCase().includes((url.searchParams.get("medicine") ?? "").toLowerCase()))
          .map((name, i) => ({ medicine_id: `m${i}`, name })),
      }),
    ...extra,
  };
}

async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("Medical Info: medication form", () => {
  it("fills the form from the medicine search and submits the body the contract takes", async () => {
    const { fake } = renderApp(URL_, sessionFor(["CareAgent"]), {
      ...routes(),
      [`POST ${R.createMedication.path}`]: () => envelope({}, 200, "Medication has been submitted successfully."),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Add Medication" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Medication" });

    await user.type(within(dialog).getByRole("combobox", { name: "Medicine" }), "Met");
    // Offered once the debounce has passed, from GET users/medicine?medicine=Met.
    await user.click(await screen.findByRole("option", { name: "Metformin" }));
    await choose(user, "Dose Form", "Tablet");
    const times = within(dialog).getByRole("spinbutton", { name: "Times" });
    await user.clear(times);
    await user.type(times, "2");
    await choose(user, "When", "With meals");
    await choose(user, "Pharmacy", "CVS Pharmacy · (617) 555-0170");
    await user.type(within(dialog).getByRole("textbox", { name: "Notes" }), "  500 mg  ");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Medication has been submitted successfully.")).toBeTruthy();
    const posts = fake.calls.filter((c) => c.method === "POST" && c.path === R.createMedication.path);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? "")).toEqual({
      senior_id: SENIOR_ID,
      medicine: "Metformin",
      dose_form: "Tablet",
      dose_frequency: { every: 2, period: "day" },
      when: "With meals",
      date_prescribed: null,
      date_discontinued: null,
      pharmacy_id: PHARMACY_ID,
      notes: "500 mg",
      status: "Submit",
    });
    expect(
      fake.calls.some((c) => c.path === R.searchMedicine.path && c.url.searchParams.get("medicine") === "Met"),
    ).toBe(true);
  });

  it("refuses notes over 500 characters and blank required fields without calling the API", async () => {
    const { fake } = renderApp(URL_, sessionFor(["CareAgent"]), routes());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Add Medication" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Medication" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Notes" }), { target: { value: "x".repeat(501) } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Maximum 500 characters allowed")).toBeTruthy();
    expect(within(dialog).getAllByText("Required Field")).toHaveLength(3); // medicine, dose form, when
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("refuses a discontinued date before the prescribed date on the discontinued field", async () => {
    const { fake } = renderApp(URL_, sessionFor(["CareAgent"]), {
      ...routes(),
      [`GET ${R.listMedications.path}`]: () => envelope({ items: [LEGACY], total: 1, total_meds: 1, next_offset: -1 }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Edit Warfarin" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Medication" });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Date discontinued cannot be before date prescribed")).toBeTruthy();
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("sends a draft edit as PUT with Save and shows the list 5 a page", async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      ...LEGACY,
      medication_id: `0e3e1d4b-84f5-4061-9c73-4d5e6f70819${i}`,
      medicine: `Medicine ${i + 1}`,
      date_discontinued: null,
    }));
    const { fake } = renderApp(URL_, sessionFor(["CareAgent"]), {
      ...routes(),
      [`GET ${R.listMedications.path}`]: ({ url }) => {
        const offset = Number(url.searchParams.get("offset"));
        const limit = Number(url.searchParams.get("limit"));
        return envelope({ items: rows.slice(offset, offset + limit), total: 6, total_meds: 6, next_offset: -1 });
      },
      [`PUT ${R.updateMedication.path}`]: () => envelope({}, 200, "Saved Successfully"),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Medication" });
    await within(table).findByText("Medicine 1");
    expect(within(table).getAllByRole("row")).toHaveLength(6); // header + 5
    expect(within(table).queryByText("Medicine 6")).toBeNull();
    // One call of up to 15 rows holds three pages.
    const lists = fake.calls.filter((c) => c.path === R.listMedications.path);
    expect(lists.map((c) => [c.url.searchParams.get("offset"), c.url.searchParams.get("limit")])).toEqual([
      ["0", "15"],
    ]);

    await user.click(within(table).getByRole("button", { name: "Edit Medicine 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Medication" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved Successfully")).toBeTruthy();
    const put = fake.calls.find((c) => c.method === "PUT");
    expect(JSON.parse(put?.body ?? "")).toMatchObject({
      medication_id: rows[1]?.medication_id,
      medicine: "Medicine 2",
      date_prescribed: "2024-06-10",
      status: "Save",
    });
  });
});

describe("Medical Info: roles", () => {
  it("is not a sub-tab of warehouse employees", async () => {
    renderApp(URL_.replace("/medical-info", ""), sessionFor(["WarehouseEmployee"]), routes());
    const tabs = await screen.findByRole("tablist", { name: "Profile sections" });
    expect(within(tabs).queryByRole("tab", { name: "Medical Info" })).toBeNull();
  });
});
