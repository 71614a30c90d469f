import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormSelectField } from "./FormSelectField";

const SIZES = ["small", "large"] as const;
type Size = (typeof SIZES)[number];
const SIZE_LABELS: Record<Size, string> = { small: "Small cup", large: "Large cup" };

/** Two selects, one over bare values with a labels table and an empty choice, one over value/label pairs. */
function CoffeeForm(): ReactNode {
  const form = useForm({ defaultValues: { size: "", shop: "b" } });
  const size = useWatch({ control: form.control, name: "size" });
  return (
    <form>
      <FormSelectField
        control={form.control}
        name="size"
        label="Size"
        required
        options={SIZES}
        optionLabel={(s) => SIZE_LABELS[s]}
        emptyOption="None"
        helperText="Pick one"
      />
      <FormSelectField
        control={form.control}
        name="shop"
        label="Shop"
        options={[
          { value: "a", label: "Corner" },
          { value: "b", label: "Station" },
        ]}
      />
      <output>{size}</output>
    </form>
  );
}

describe("FormSelectField", () => {
  it("lists the empty choice first, then the options by their labels, and holds the chosen value", async () => {
    render(<CoffeeForm />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText("Size", { selector: ".MuiInputLabel-root" }).textContent).toMatch(/^Size\s\*$/);
    expect(screen.getByText("Pick one")).toBeTruthy();

    await user.click(screen.getByRole("combobox", { name: /Size/ }));
    const listbox = await screen.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["None", "Small cup", "Large cup"]);
    expect(options.map((o) => o.getAttribute("data-value"))).toEqual(["", "small", "large"]);

    await user.click(within(listbox).getByRole("option", { name: "Large cup" }));
    expect(screen.getByRole("status").textContent).toBe("large");
    expect(screen.getByRole("combobox", { name: /Size/ }).textContent).toBe("Large cup");
  });

  it("shows value/label pairs by their labels and offers no empty choice unless asked", async () => {
    render(<CoffeeForm />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole("combobox", { name: "Shop" }).textContent).toBe("Station");

    await user.click(screen.getByRole("combobox", { name: "Shop" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Corner", "Station"]);
  });
});
