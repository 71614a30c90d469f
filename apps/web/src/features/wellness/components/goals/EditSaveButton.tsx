import { Button } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The goal editors' one button (spec 3 §4): 'Edit' unlocks the input, then the same button reads 'Save'.
 * `label` names the goal for screen readers ('Edit Steps Goal').
 */
export function EditSaveButton({
  editing,
  label,
  disabled,
  onEdit,
  onSave,
}: {
  editing: boolean;
  label: string;
  disabled?: boolean;
  onEdit: () => void;
  onSave: () => void;
}): ReactNode {
  return (
    <Button
      size="small"
      variant={editing ? "contained" : "outlined"}
      disabled={disabled}
      aria-label={`${editing ? "Save" : "Edit"} ${label}`}
      onClick={editing ? onSave : onEdit}
    >
      {editing ? "Save" : "Edit"}
    </Button>
  );
}
