import { Typography } from "@mui/material";
import { useId, type FormEvent, type ReactNode } from "react";
import { FormDialog } from "../forms/FormDialog";
import { ScanFileField } from "./ScanFileField";

/**
 * The dialog around a document scan's upload: whatever the caller asks first (`children`), the file, the problem
 * found, Cancel and Upload. The caller keeps the state and sends (the POA Review page and the Care Circle tab).
 */
export function ScanUploadDialog({
  title,
  file,
  onFileChange,
  error,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  pending: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}): ReactNode {
  const titleId = useId();
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <FormDialog
      titleId={titleId}
      title={title}
      submitLabel="Upload"
      onClose={onClose}
      onSubmit={submit}
      submitting={pending}
    >
      {children}
      <ScanFileField file={file} onChange={onFileChange} />
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </FormDialog>
  );
}
