// Answers of the agency routes for the component tests, following the contracts' schemas.
export const FACILITY_ID = "11111111-1111-4111-8111-111111111111";

export const AGENCY = {
  facility_id: FACILITY_ID,
  name: "Evergreen Gardens Assisted Living",
  corporate_id: "22222222-2222-4222-8222-222222222222",
  corporate_name: "Evergreen Senior Living",
  facility_type: "assisted_living",
  address_city: "Atlanta",
  address_state: "GA",
  phone: "4045550200",
  resident_counts: { overall: 14, blue: 7, green: 3, gold: 4, white: 3, total_residents: 17 },
};

const MONTHS_3 = ["2026-01", "2026-02", "2026-03"];
const zoneMonth = (months: string[]) => ({
  months,
  data: Object.fromEntries(months.map((m) => [m, { overall: 10, blue: 12, green: 8, gold: 30 }])),
  target: 0,
});

export const GRAPHS = {
  activity: {
    months: MONTHS_3,
    points: [],
    activity_score: {
      overall: { "2026-01": 20000 },
      blue: { "2026-01": 18000 },
      green: { "2026-01": 25000 },
      gold: { "2026-01": 39000 },
    },
    overall_activity_score: 30000,
    overall_target_score: 40000,
    targets: { blue: 40000, green: 40000, gold: 40000 },
    zone_count: { overall: 14, blue: 7, green: 3, gold: 4 },
    goals: { count: 5, average_progress: 62 },
  },
  fall: {
    months: MONTHS_3,
    data: Object.fromEntries(
      MONTHS_3.map((m) => [
        m,
        { fall_count: 3, overall_fall: 2, zone: { blue_fall_count: 1, green_fall_count: 1, gold_fall_count: 1 } },
      ]),
    ),
  },
  zoneMonth: zoneMonth(MONTHS_3),
};

export const RESIDENT = (
  last: string,
  first: string,
  n: number,
): Record<string, unknown> & { senior_id: string; account_id: string } => ({
  senior_id: `33333333-3333-4333-8333-33333333333${n}`,
  account_id: `44444444-4444-4444-8444-44444444444${n}`,
  first_name: first,
  last_name: last,
  profile_image_id: null,
  zone: "blue",
  facility_type: "assisted_living",
  los_days: n === 1 ? 1 : 400,
  coach_name: "Casey Rivera",
  timezone: "America/New_York",
});
