// The senior-area screens of the assessments feature, one chunk (app/routing/pages.ts).
export { AssessmentsTab } from "./AssessmentsTab";
export { SurveyTab } from "./SurveyTab";
export { AssessmentStatusTab } from "./AssessmentStatusTab";
