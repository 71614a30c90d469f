import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Runs the form's validation and `onValid` as handleSubmit does, but rejects when the values are invalid, so a
 * caller that is not a submit button (the auto-save timer) learns that nothing was saved.
 */
export function submitOrReject<TIn extends FieldValues, TOut extends FieldValues>(
  form: Pick<UseFormReturn<TIn, unknown, TOut>, "handleSubmit">,
  onValid: (values: TOut) => Promise<unknown>,
): () => Promise<void> {
  return () =>
    new Promise<void>((resolve, reject) => {
      void form.handleSubmit(
        async (values) => {
          try {
            await onValid(values);
            resolve();
          } catch (err) {
            reject(err);
          }
        },
        () => reject(new Error("invalid")),
      )();
    });
}
