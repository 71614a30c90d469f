import { careCircleRoutes, poaDocumentRoutes, uploadRoutes, type Caregiver } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "5b0c1d2e-3f40-4a51-8b62-7c83d94e05f6";
const ACCOUNT_ID = "6c1d2e3f-4051-4b62-9c73-8d94e05f1607";
const MARY = "7d2e3f40-5162-4c73-8d84-9ea5f6071829";
const KEY = "uploads/images/0f1e2d3c-4b5a-4697-8877-665544332211.png";
const URL = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info/care-circle`;

const mary: Caregiver = {
  caregiver_id: MARY,
  basic_info: { email: "mary@example.org" },
  name: { firstName: "Mary", lastName: "Hopper" },
  email: "mary@example.org",
  mobileNumber: "4155550177",
  emergencyContact: true,
  caregiverType: "primary",
  senior_info: { caregiver_type: "primary", emergency_contact: true, relationship_with_senior: "Daughter" },
};

const routes = {
  [`GET ${careCircleRoutes.list.path}`]: () => envelope({ caregivers: [mary] }),
  [`POST ${uploadRoutes.uploadImages.path}`]: () =>
    envelope({
      files: [
        {
          key: KEY,
          file_name: "poa-mary.png",
          content_type: "image/png",
          size: 4,
          url: "https://store.test/poa-mary.png",
          url_expires_in: 900,
        },
      ],
    }),
  [`POST ${poaDocumentRoutes.uploadPoa.path}`]: () =>
    envelope({
      poa_id: "9f405162-7384-4e95-8fa6-b07182930a4b",
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      member_id: 100001,
      senior_name: "Ruth Hopper",
      caregiver_id: MARY,
      caregiver_name: "Mary Hopper",
      relationship_with_senior: "Daughter",
      file_name: "poa-mary.png",
      content_type: "image/png",
      status: "pending",
      uploaded_by: "Casey Rivera",
      uploaded_at: "2026-05-01T12:00:00.000Z",
      reviewed_by: null,
      reviewed_at: null,
      reason: null,
    }),
};

const table = (): Promise<HTMLElement> => screen.findByRole("table", { name: "Care Circle" });

describe("Care Circle: a contact's power of attorney", () => {
  it("lets an admin upload a contact's scan, which goes to the POA Review queue as pending", async () => {
    const { fake } = renderApp(URL, sessionFor(["Admin"]), routes);
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await table()).findByRole("button", { name: "Upload POA of Mary Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload Power of Attorney" });
    expect(within(dialog).getByText(/The power of attorney of Mary Hopper\./)).toBeTruthy();

    // Nothing chosen yet: refused before anything is sent.
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Required Field");

    const scan = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "poa-mary.png", { type: "image/png" });
    await user.upload(within(dialog).getByLabelText("Document file"), scan);
    expect(within(dialog).getByText("poa-mary.png")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Document uploaded for review.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Upload Power of Attorney" })).toBeNull());
    const stored = fake.calls.find((c) => c.path === uploadRoutes.uploadImages.path);
    expect(stored?.method).toBe("POST");
    const attach = fake.calls.find((c) => c.path === poaDocumentRoutes.uploadPoa.path);
    expect(JSON.parse(attach?.body ?? "{}")).toEqual({
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      caregiver_id: MARY,
      key: KEY,
      file_name: "poa-mary.png",
    });
  });

  it("refuses a file that is not a png or jpeg before sending it", async () => {
    const { fake } = renderApp(URL, sessionFor(["Admin_WellnessServices"]), routes);
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await table()).findByRole("button", { name: "Upload POA of Mary Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload Power of Attorney" });
    const pdf = new File(["%PDF-1.7"], "poa-mary.pdf", { type: "application/pdf" });
    // The picker offers png and jpeg only; a file dropped past it is still checked.
    fireEvent.change(within(dialog).getByLabelText("Document file"), { target: { files: [pdf] } });
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Invalid image format.");
    expect(fake.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("offers a care agent no upload (the route is the administrators')", async () => {
    renderApp(URL, sessionFor(["CareAgent"]), routes);
    const circle = await table();
    await within(circle).findByText("Mary Hopper");
    expect(within(circle).queryByRole("button", { name: "Upload POA of Mary Hopper" })).toBeNull();
  });
});
