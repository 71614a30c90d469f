import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useState, type ReactNode } from "react";
import { MonthPicker } from "./MonthPicker";
import { PastDatePicker } from "./PastDatePicker";
import { PastTimePicker } from "./PastTimePicker";
import { PeriodStepper } from "./PeriodStepper";
import { WeekPicker } from "./WeekPicker";
import type { PeriodMode } from "./period";

// Wednesday 11 March 2026, 10:30 local time. Only Date is faked: the pickers' transitions keep real timers.
const NOW = new Date(2026, 2, 11, 10, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function Controlled({ initial, onChange }: { initial: Date | null; onChange: (d: Date | null) => void }): ReactNode {
  const [value, setValue] = useState(initial);
  return (
    <PastDatePicker
      label="Visit Date"
      value={value}
      onChange={(d) => {
        setValue(d);
        onChange(d);
      }}
    />
  );
}

const fieldText = (label: string): string =>
  (screen.getByRole("group", { name: label }).textContent ?? "").replace(/[\u2066-\u2069\u200e]/g, "");

describe("PastDatePicker", () => {
  it("shows MM/dd/yyyy and ignores typing", async () => {
    const onChange = vi.fn();
    render(<Controlled initial={new Date(2026, 2, 2)} onChange={onChange} />);
    expect(fieldText("Visit Date")).toContain("03/02/2026");
    const month = screen.getAllByRole("spinbutton", { name: "Month" })[0]!;
    expect(month.getAttribute("contenteditable")).toBe("false");
    expect(month.getAttribute("aria-readonly")).toBe("true");
    // An editable field would take these keys (ArrowUp moves March to April); this one must not.
    act(() => month.focus());
    const user = userEvent.setup({ delay: null });
    await user.keyboard("{ArrowUp}12{ArrowDown}");
    expect(onChange).not.toHaveBeenCalled();
    expect(fieldText("Visit Date")).toContain("03/02/2026");
  });
});

describe("PastDatePicker calendar", () => {
  it("disables the days after today and opens from a click on the field", async () => {
    const onChange = vi.fn();
    render(<Controlled initial={null} onChange={onChange} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("group", { name: "Visit Date" }));
    const calendar = await screen.findByRole("grid");
    expect(within(calendar).getByRole("gridcell", { name: "12" }).hasAttribute("disabled")).toBe(true);
    expect(within(calendar).getByRole("gridcell", { name: "11" }).hasAttribute("disabled")).toBe(false);
    fireEvent.click(within(calendar).getByRole("gridcell", { name: "12" }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(calendar).getByRole("gridcell", { name: "10" }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 10));
  });
});

describe("PastTimePicker", () => {
  it("shows HH:mm and refuses hours after now when the date is today", async () => {
    render(<PastTimePicker label="Time" value={new Date(2026, 2, 11, 9, 5)} onChange={() => {}} date={NOW} />);
    expect(fieldText("Time")).toContain("09:05");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("group", { name: "Time" }));
    const hours = await screen.findByRole("listbox", { name: /hours/i });
    expect(within(hours).getByRole("option", { name: /^11/ }).getAttribute("aria-disabled")).toBe("true");
    expect(within(hours).getByRole("option", { name: /^10/ }).getAttribute("aria-disabled")).not.toBe("true");
  });

  it("allows every hour on an earlier date", async () => {
    render(
      <PastTimePicker
        label="Time"
        value={new Date(2026, 2, 10, 9, 5)}
        onChange={() => {}}
        date={new Date(2026, 2, 10)}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("group", { name: "Time" }));
    const hours = await screen.findByRole("listbox", { name: /hours/i });
    expect(within(hours).getByRole("option", { name: /^23/ }).getAttribute("aria-disabled")).not.toBe("true");
  });
});

describe("WeekPicker", () => {
  it("labels the week by its Monday and highlights Monday to Sunday", async () => {
    const onChange = vi.fn();
    // Thursday 5 March 2026 belongs to the week of Monday 2 March.
    render(<WeekPicker label="Week" value={new Date(2026, 2, 5)} onChange={onChange} />);
    expect(fieldText("Week")).toContain("Week of 03/02");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("group", { name: "Week" }));
    const calendar = await screen.findByRole("grid");
    const highlighted = within(calendar)
      .getAllByRole("gridcell")
      .filter((cell) => cell.hasAttribute("data-in-week"))
      .map((cell) => cell.textContent);
    expect(highlighted).toEqual(["2", "3", "4", "5", "6", "7", "8"]);
    // Monday is the first column.
    const header = within(calendar)
      .getAllByRole("columnheader")
      .map((h) => h.getAttribute("aria-label"));
    expect(header[0]).toBe("Monday");
    await user.click(within(calendar).getByRole("gridcell", { name: "10" }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 9));
  });
});

describe("MonthPicker", () => {
  it("shows MM/yyyy and disables the months after this one", async () => {
    render(<MonthPicker label="Month" value={new Date(2026, 1, 1)} onChange={() => {}} />);
    expect(fieldText("Month")).toContain("02/2026");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("group", { name: "Month" }));
    const april = await screen.findByRole("radio", { name: "April" });
    expect(april.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("radio", { name: "March" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("PeriodStepper", () => {
  const stepper = (mode: PeriodMode, value: Date, onChange: (d: Date) => void): void => {
    render(<PeriodStepper mode={mode} value={value} onChange={onChange} />);
  };

  it.each([
    ["day", new Date(2026, 2, 11)],
    ["week", new Date(2026, 2, 9)],
    ["month", new Date(2026, 2, 1)],
  ] as const)("makes the next arrow inert on the current %s", (mode, value) => {
    const onChange = vi.fn();
    stepper(mode, value, onChange);
    const next = screen.getByRole("button", { name: `Next ${mode}` });
    expect(next.hasAttribute("disabled")).toBe(true);
    fireEvent.click(next);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ["day", new Date(2026, 2, 10), new Date(2026, 2, 11), new Date(2026, 2, 9)],
    ["week", new Date(2026, 2, 4), new Date(2026, 2, 9), new Date(2026, 1, 23)],
    ["month", new Date(2026, 1, 14), new Date(2026, 2, 1), new Date(2026, 0, 1)],
  ] as const)("steps a past %s forward and back", async (mode, value, next, previous) => {
    const onChange = vi.fn();
    stepper(mode, value, onChange);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: `Next ${mode}` }));
    await user.click(screen.getByRole("button", { name: `Previous ${mode}` }));
    expect(onChange.mock.calls).toEqual([[next], [previous]]);
  });
});
