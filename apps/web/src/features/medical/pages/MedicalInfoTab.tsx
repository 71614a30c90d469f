import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { ConditionsSection } from "../components/ConditionsSection";
import { MedicationSection } from "../components/MedicationSection";

/** Onboarding info → Medical Info (spec 2 §2, §3): the senior's medical conditions and medication. */
export function MedicalInfoTab({ senior }: { senior: SeniorRef }): ReactNode {
  return (
    <>
      <ConditionsSection seniorId={senior.seniorId} />
      <MedicationSection seniorId={senior.seniorId} />
    </>
  );
}
