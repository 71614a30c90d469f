import { useState } from "react";
import { ApiError } from "../api/api-error";
import { poaFileProblem } from "./poa-upload";

/** What a failed upload says in the dialog: the API's reason on a field, its message, or a plain sentence. */
export function uploadErrorText(err: unknown): string {
  return err instanceof ApiError ? (err.fields[0]?.reason ?? err.message) : "Something went wrong.";
}

export interface ScanUpload {
  /** Spread onto ScanUploadDialog. */
  fields: {
    file: File | null;
    onFileChange: (file: File | null) => void;
    error: string | null;
    onSubmit: () => Promise<void>;
  };
  /** Another field changed: the problem shown no longer applies. */
  clearError: () => void;
}

/**
 * A scan upload dialog's state: the file and the problem shown. Submitting checks the caller's own fields first
 * (`check`), then the file (png or jpeg, 15 MB), and only then sends; a refusal from the API is shown the same way.
 */
export function useScanUpload({
  check = () => null,
  send,
}: {
  check?: () => string | null;
  send: (file: File) => Promise<void>;
}): ScanUpload {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (): Promise<void> => {
    const problem = check() ?? poaFileProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    try {
      await send(file);
    } catch (err) {
      setError(uploadErrorText(err));
    }
  };
  const onFileChange = (f: File | null): void => {
    setFile(f);
    setError(null);
  };
  return { fields: { file, onFileChange, error, onSubmit }, clearError: () => setError(null) };
}
