import { Button, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** Picks the scan of a document (png or jpeg); shows the chosen file's name, or what may be chosen. */
export function ScanFileField({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}): ReactNode {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Button variant="outlined" component="label">
        Choose File
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Document file"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {file ? file.name : "A png or jpeg scan, at most 15 MB"}
      </Typography>
    </Stack>
  );
}
