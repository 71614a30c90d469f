import { useWatch } from "react-hook-form";
import { MEMBER_MESSAGES, PERSONA_FIELDS, PersonaBody, type PersonaFieldId } from "@care/contracts";
import { Alert, Box, Button, CircularProgress, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useAutoSave } from "../../../lib/forms/auto-save";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import type { InputOf } from "../../../lib/api/contract-types";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { submitOrReject } from "../../../lib/forms/submit-or-reject";
import type { SeniorIds } from "../api/member-routes";
import { usePersona, useSavePersona, type Persona } from "../api/persona";
import { LOAD_FAILED } from "./MinimalInfoSection";

type PersonaInput = InputOf<typeof PersonaBody>;
const FIELD_IDS = Object.keys(PERSONA_FIELDS) as PersonaFieldId[];

function personaFormFrom(persona: Persona, senior: SeniorIds): PersonaInput {
  const byId = new Map(persona.persona.map((p) => [p.field_id, p.field_value]));
  return {
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    persona: Object.fromEntries(
      FIELD_IDS.map((id) => [id, { data: byId.get(id)?.data ?? "", annotation: byId.get(id)?.annotation ?? "" }]),
    ) as PersonaInput["persona"],
  };
}

function PersonaEditor({ senior, persona }: { senior: SeniorIds; persona: Persona }): ReactNode {
  const toast = useToast();
  const form = useContractForm(PersonaBody, { defaultValues: personaFormFrom(persona, senior) });
  const save = useSavePersona(senior);
  useUnsavedChangesWarning(form.formState.isDirty);
  const labels = new Map(persona.persona.map((p) => [p.field_id, p.label_text]));

  const onValid = async (body: PersonaInput): Promise<void> => {
    try {
      await save.mutateAsync(body);
      form.reset(form.getValues());
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
      throw err;
    }
  };
  const watched = useWatch({ control: form.control });
  const autoSave = useAutoSave({
    isDirty: form.formState.isDirty,
    values: watched,
    save: submitOrReject(form, onValid),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    autoSave.cancel();
    try {
      await onValid(body);
      toast.show({ type: "success", message: MEMBER_MESSAGES.savedShort });
    } catch {
      // Shown on the fields or in a toast by onValid.
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Persona">
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Persona">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
          Persona
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
          {FIELD_IDS.map((id) => {
            const label = labels.get(id) ?? PERSONA_FIELDS[id];
            return (
              <Box key={id} role="group" aria-label={label} sx={{ display: "grid", gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <FormTextField
                  control={form.control}
                  name={`persona.${id}.data`}
                  label={`${label}`}
                  size="small"
                  multiline
                  minRows={2}
                />
                <FormTextField
                  control={form.control}
                  name={`persona.${id}.annotation`}
                  label={`${label} Annotation`}
                  size="small"
                  multiline
                />
              </Box>
            );
          })}
        </Box>
      </Paper>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** The persona of the Profile Info sub-tab: twelve fields, each with its data and an annotation (spec 2 §3). */
export function PersonaSection({ senior }: { senior: SeniorIds }): ReactNode {
  const persona = usePersona(senior);
  if (persona.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!persona.data) return <CircularProgress aria-label="Loading persona" />;
  return <PersonaEditor key={persona.data.senior_id} senior={senior} persona={persona.data} />;
}
