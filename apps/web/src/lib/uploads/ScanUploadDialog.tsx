import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import { useId, type FormEvent, type ReactNode } from "react";
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            <ScanFileField file={file} onChange={onFileChange} />
            {error && (
              <Typography role="alert" color="error" variant="body2">
                {error}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
