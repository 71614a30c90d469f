import type { ComponentType } from "react";
import {
  AssessmentStatusTab,
  CareCircleTab,
  MedicalInfoTab,
  MemberDevicesTab,
  ProfileInfoTab,
  ProviderInfoTab,
  SurveyTab,
} from "./pages";
import type { SeniorRef } from "../../lib/routing/senior-tabs";

/**
 * The page of each onboarding-info sub-tab (spec 2 §2 "Senior profile tabs"), by its path in PROFILE_TABS; a
 * sub-tab without one still shows its title. One line per sub-tab: the features that build them add theirs.
 */
export const PROFILE_TAB_PAGES: Partial<Record<string, ComponentType<{ senior: SeniorRef }>>> = {
  "profile-info": ProfileInfoTab,
  "provider-info": ProviderInfoTab,
  "care-circle": CareCircleTab,
  "medical-info": MedicalInfoTab,
  devices: MemberDevicesTab,
  survey: SurveyTab,
  assessments: AssessmentStatusTab,
};
