import type { AssessmentScores } from "@care/contracts";
import type { Answers, Block } from "../model/form-model";

/** What every print body takes: the form version answered, the answers and the API's scores. */
export interface PrintBodyProps {
  blocks: readonly Block[];
  answers: Answers;
  labels?: Readonly<Record<string, string>>;
  scores: AssessmentScores | null;
  /** Show the percent score with the total (caregiver strain). */
  percent?: boolean;
}
