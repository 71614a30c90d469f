import { ASSESSMENT_MESSAGES, type AssessmentAction } from "@care/contracts";

/** The toast after each action (spec 2 §8 leaves them unsaid: the contracts' texts). */
export const ACTION_MESSAGES: Readonly<Record<AssessmentAction, string>> = {
  save: ASSESSMENT_MESSAGES.saved,
  submit: ASSESSMENT_MESSAGES.submitted,
  submit_later: ASSESSMENT_MESSAGES.submitLater,
  reset: ASSESSMENT_MESSAGES.reset,
};

/** Spec 1 §8: what a screen says when its call failed (the error dialog has told why). */
export const LOAD_FAILED = "Results could not be fetched. Please try again";
