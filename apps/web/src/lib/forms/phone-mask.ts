/**
 * Spec 1 §5 phone input mask (999) 999-9999: what the field shows while the user types. Only digits count; more
 * than ten are ignored. The schema (PhoneField in contracts) turns the masked text back into the ten digits sent.
 */
export function maskPhone(typed: string): string {
  const d = typed.replace(/\D/g, "").slice(0, 10);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * The mask for an input's change: deleting the mask's own punctuation (the ")" after three digits) would re-add it
 * at once, so a deletion that leaves the digits unchanged removes the last digit instead.
 */
export function maskPhoneInput(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, "");
  const before = previous.replace(/\D/g, "");
  if (typed.length < previous.length && digits === before) return maskPhone(digits.slice(0, -1));
  return maskPhone(digits);
}
