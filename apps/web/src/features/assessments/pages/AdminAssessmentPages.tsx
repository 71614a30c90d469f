import { EDITABLE_ASSESSMENT_GROUPS, type EditableAssessmentGroup } from "@care/contracts";
import { Stack, Tab, Tabs } from "@mui/material";
import { useState, type ReactNode } from "react";
import { PageFrame } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { AdminFormPanel } from "../admin/AdminFormPanel";
import { ConditionCatalogue } from "../admin/ConditionCatalogue";
import { ReadOnlyForm } from "../admin/ReadOnlyForm";
import { KINDS, type AssessmentKind } from "../model/kinds";

function editable(kind: AssessmentKind): EditableAssessmentGroup | null {
  return (EDITABLE_ASSESSMENT_GROUPS as readonly string[]).includes(kind.group)
    ? (kind.group as EditableAssessmentGroup)
    : null;
}

/**
 * A kind's editor where the API has one, else its live form read-only. Medical conditions show their catalogue (the
 * live version's conditions, 10 a page) above the editor.
 */
function KindPanel({ kind }: { kind: AssessmentKind }): ReactNode {
  const group = editable(kind);
  const editor = group ? <AdminFormPanel kind={kind} group={group} /> : <ReadOnlyForm kind={kind} />;
  if (kind.group !== "medical-condition") return editor;
  return (
    <Stack spacing={3}>
      <ConditionCatalogue />
      {editor}
    </Stack>
  );
}

/** One admin form page: a kind's form (or several kinds' forms as inner tabs). */
function AdminFormPage({ title, kinds }: { title: string; kinds: readonly AssessmentKind[] }): ReactNode {
  const [inner, setInner] = useState(0);
  const kind = kinds[Math.min(inner, kinds.length - 1)];
  return (
    <PageFrame title={title} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: title }]}>
      {kinds.length > 1 && (
        <Tabs value={inner} onChange={(_, v: number) => setInner(v)} aria-label={title} sx={{ mb: 2 }}>
          {kinds.map((k) => (
            <Tab key={k.group} label={k.label} />
          ))}
        </Tabs>
      )}
      {kind && <KindPanel key={kind.group} kind={kind} />}
    </PageFrame>
  );
}

/** /portal-admin/holistic-assessment */
export function HolisticFormPage(): ReactNode {
  return <AdminFormPage title="Holistic Assessment" kinds={[KINDS.holistic]} />;
}
/** /portal-admin/fallsAndHospitalization-assessment */
export function FallsFormPage(): ReactNode {
  return <AdminFormPage title="Falls and Hospitalization Assessment" kinds={[KINDS.falls]} />;
}
/** /portal-admin/homeSafety-assessment */
export function HomeSafetyFormPage(): ReactNode {
  return <AdminFormPage title="Home Safety Assessment" kinds={[KINDS.homeSafety]} />;
}
/** /portal-admin/uCLALoneliness-assessment */
export function UclaFormPage(): ReactNode {
  return <AdminFormPage title="UCLA Loneliness Assessment" kinds={[KINDS.ucla]} />;
}
/** /portal-admin/adl-assessment: Lawton-Brody and Katz. */
export function AdlFormPage(): ReactNode {
  return <AdminFormPage title="ADL Assessment" kinds={[KINDS.brody, KINDS.katz]} />;
}
/** /portal-admin/member-questionnaire: questionnaires 1 to 3. */
export function MemberQuestionnaireFormPage(): ReactNode {
  return <AdminFormPage title="Member Questionnaire" kinds={[KINDS.mq1, KINDS.mq2, KINDS.mq3]} />;
}
/** /portal-admin/medical-condition */
export function MedicalConditionFormPage(): ReactNode {
  return <AdminFormPage title="Medical Condition" kinds={[KINDS.medicalCondition]} />;
}
export { AssessmentStatusPage } from "./AssessmentStatusPage";
