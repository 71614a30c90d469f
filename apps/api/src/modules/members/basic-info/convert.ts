import { KG_TO_LB } from "@care/contracts";

// Unit rules of spec 2 §9 and the rounding this service applies (docs/users.md):
// - height in cm = 30.48 × feet + 2.54 × inches, to 0.01 cm (5 ft 7 in → 170.18 cm);
// - weight is typed in pounds and stored in kilograms, lb ÷ 2.2046 to 0.01 kg (150 lb → 68.04 kg);
// - it is shown again in pounds, kg × 2.2046 to 0.1 lb (68.04 kg → 150.0 lb), so a typed whole or one-decimal
//   pound value comes back as typed.

const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

export function heightCm(feet: number, inch: number): number {
  return round(30.48 * feet + 2.54 * inch, 2);
}

export function poundsToStoredKg(lbs: number): number {
  return round(lbs / KG_TO_LB, 2);
}

export function storedKgToPounds(kg: number): number {
  return round(kg * KG_TO_LB, 1);
}
