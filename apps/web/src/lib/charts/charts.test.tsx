import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChartTooltipCard } from "./ChartTooltip";
import { describeWindow, FloatingBarChart } from "./FloatingBarChart";
import { describeHeartRateRow, HeartRateStepsChart } from "./HeartRateStepsChart";
import { StackedPercentageBar } from "./StackedPercentageBar";
import { formatHoursMinutes, hourOfDayLabel, stepScaleDivisor } from "./chart-format";
import {
  HydrationAreaChart,
  SleepDurationBarChart,
  SleepHeartRateChart,
  StepsBarChart,
  WeightAreaChart,
} from "./wellness-charts";

const SIZE = { width: 600, height: 300 };

describe("empty states", () => {
  it.each([
    ["steps bars", <StepsBarChart key="s" data={[{ label: "Mon", steps: null }]} {...SIZE} />],
    ["weight area", <WeightAreaChart key="w" data={[]} {...SIZE} />],
    ["hydration area", <HydrationAreaChart key="h" data={[]} {...SIZE} />],
    ["sleep heart-rate line", <SleepHeartRateChart key="l" data={[]} {...SIZE} />],
    ["heart rate/steps", <HeartRateStepsChart key="c" data={[]} {...SIZE} />],
    ["stacked percentage", <StackedPercentageBar key="p" title="Today" segments={[{ name: "FAT", value: null }]} />],
    ["floating bars", <FloatingBarChart key="f" data={[{ label: "Mon", from: null, to: null }]} {...SIZE} />],
    ["sleep duration bars", <SleepDurationBarChart key="d" data={[]} {...SIZE} />],
  ])("%s shows 'No Records Found' when there is nothing to draw", (_, chart) => {
    const { container } = render(chart);
    expect(screen.getByText("No Records Found")).toBeTruthy();
    expect(container.querySelector("svg.recharts-surface")).toBeNull();
  });

  it("shows 'No Data' where the screen asks for it", () => {
    render(<StepsBarChart data={[]} emptyText="No Data" {...SIZE} />);
    expect(screen.getByText("No Data")).toBeTruthy();
    expect(screen.queryByText("No Records Found")).toBeNull();
  });

  it("adds 'Last recorded <date>' under an empty weight chart", () => {
    render(<WeightAreaChart data={[]} lastRecorded="03/02/2026" {...SIZE} />);
    expect(screen.getByText("No Records Found")).toBeTruthy();
    expect(screen.getByText("Last recorded 03/02/2026")).toBeTruthy();
  });
});

describe("units", () => {
  it("labels the heart rate/steps axis in bpm and draws the chart", () => {
    const { container } = render(
      <HeartRateStepsChart data={[{ label: "10:00", value: 72, high: 90, low: 60, steps: 1200 }]} {...SIZE} />,
    );
    expect(container.querySelector("svg.recharts-surface")).not.toBeNull();
    expect(screen.getByText("bpm")).toBeTruthy();
    expect(screen.queryByText("No Records Found")).toBeNull();
  });

  it("labels weight in lbs and hydration as 'Percentage (%)'", () => {
    render(<WeightAreaChart data={[{ label: "03/02", value: 165.4 }]} {...SIZE} />);
    expect(screen.getByText("lbs")).toBeTruthy();
    render(<HydrationAreaChart data={[{ label: "03/02", value: 45 }]} {...SIZE} />);
    expect(screen.getByText("Percentage (%)")).toBeTruthy();
  });

  it("gives the sleep heart-rate line a bpm subtitle", () => {
    render(<SleepHeartRateChart data={[{ label: "01:00", value: 58 }]} {...SIZE} />);
    expect(screen.getByText("bpm")).toBeTruthy();
  });

  it("prints the sleep window axis as clock hours from noon", () => {
    render(<FloatingBarChart data={[{ label: "Mon", from: 10, to: 18.5 }]} {...SIZE} />);
    expect(screen.getAllByText("12 AM").length).toBeGreaterThan(0);
    expect(screen.getAllByText("12 PM").length).toBeGreaterThan(0);
  });
});

describe("tooltips", () => {
  it("show the heart rate value, HIGH, LOW and STEPS", () => {
    render(
      <ChartTooltipCard {...describeHeartRateRow({ label: "10:00", value: 72, high: 90, low: 60, steps: 12345 })} />,
    );
    expect(screen.getByRole("tooltip").textContent).toBe("10:00Heart Rate: 72 bpmHIGH: 90 bpmLOW: 60 bpmSTEPS: 12,345");
  });

  it("show the sleep window on the clock", () => {
    expect(describeWindow({ label: "Tue", from: 10, to: 18.5 }, 12)).toEqual({
      title: "Tue",
      lines: [{ label: "Sleep", value: "10 PM - 6:30 AM" }],
    });
  });
});

describe("formatting rules", () => {
  it("prints durations in hours and minutes", () => {
    expect(formatHoursMinutes(27_000)).toBe("7h 30m");
    expect(formatHoursMinutes(0)).toBe("0h 0m");
  });

  it("prints clock hours with AM/PM", () => {
    expect([0, 12, 13, 23.75, 24].map(hourOfDayLabel)).toEqual(["12 AM", "12 PM", "1 PM", "11:45 PM", "12 AM"]);
  });

  it("scales steps by the spec's thresholds", () => {
    expect([499, 500, 999, 1000, 2500, 5000, 10000, 15000, 40000].map(stepScaleDivisor)).toEqual([
      1, 5, 5, 10, 25, 50, 100, 150, 150,
    ]);
  });
});
