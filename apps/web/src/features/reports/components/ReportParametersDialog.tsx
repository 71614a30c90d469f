import { REPORT_MESSAGES, type ReportTypeDefinition } from "@care/contracts";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { useCreateReport } from "../api/create-report";
import { blankParameterValues, parameterFields } from "../model/parameter-fields";
import { ReportFormSchema, type ReportFormOutput } from "../model/report-forms";
import { ParameterInputs } from "./ParameterInputs";

/**
 * The parameters dialog of one report type: the pickers its catalogue entry accepts, checked by the contract's own
 * body schema (required dates, from ≤ to). Generate starts the run; the runs list below shows it in progress.
 */
export function ReportParametersDialog({
  type,
  onClose,
}: {
  type: ReportTypeDefinition;
  onClose: () => void;
}): ReactNode {
  const toast = useToast();
  const create = useCreateReport();
  const form = useContractForm(ReportFormSchema, {
    defaultValues: { report_type: type.key, parameters: blankParameterValues() },
  });
  const fields = parameterFields(type);

  // Not useFormDialog: the success toast is the API's own answer when it has one.
  const submit = async (body: ReportFormOutput): Promise<void> => {
    try {
      const answer = await create.mutateAsync(body);
      toast.show({ type: "success", message: answer.message || REPORT_MESSAGES.created });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.kind === "canceled") return;
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  };

  return (
    <FormDialog
      titleId="report-parameters-title"
      title={type.title}
      submitLabel="Generate"
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => submit(v as ReportFormOutput))}
      submitting={create.isPending}
      disableCancelWhileSubmitting
    >
      {fields.length === 0 ? (
        <Typography variant="body2">This report takes no parameters.</Typography>
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
          <ParameterInputs fields={fields} control={form.control} setValue={form.setValue} />
        </Box>
      )}
    </FormDialog>
  );
}
