import type { BaseSyntheticEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useToast } from "../feedback/toast-context";
import { DEFAULT_ERROR_MESSAGE } from "../api/api-error";
import { setServerErrors } from "./server-errors";

export interface FormDialogOptions<TOut> {
  /** The write, with the values as the schema made them. */
  save: (values: TOut) => Promise<unknown>;
  /** The success toast. */
  success: string;
  onClose: () => void;
  /**
   * A failure the server did not pin on a field. By default a toast says it and the dialog stays open, so nothing
   * typed is lost; `toastError` is that default, for a dialog that also closes.
   */
  onError?: (error: unknown, toastError: () => void) => void;
}

/** What FormDialog (or ReasonDialog) takes from the form: spread it next to the title. */
export interface FormDialogBinding {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  onClose: () => void;
}

/**
 * The behaviour of a dialog that is one contract form: validate, save, toast the success and close. The server's
 * field reasons go under the fields (setServerErrors); any other failure goes to `onError`.
 */
export function useFormDialog<TIn extends FieldValues, TOut extends FieldValues>(
  form: Pick<UseFormReturn<TIn, unknown, TOut>, "handleSubmit" | "setError" | "formState">,
  { save, success, onClose, onError }: FormDialogOptions<TOut>,
): FormDialogBinding {
  const toast = useToast();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.show({ type: "success", message: success });
      onClose();
    } catch (err) {
      if (setServerErrors(err, form.setError)) return;
      const toastError = (): void =>
        toast.show({ type: "error", message: err instanceof Error ? err.message : DEFAULT_ERROR_MESSAGE });
      if (onError) onError(err, toastError);
      else toastError();
    }
  });
  return { onSubmit, submitting: form.formState.isSubmitting, onClose };
}
