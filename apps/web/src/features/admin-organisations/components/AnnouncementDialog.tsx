import { ANNOUNCEMENT_MESSAGES, ROLE_LABELS, type StaffRole } from "@care/contracts";
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useSaveAnnouncement, type AnnouncementRow } from "../api/announcements";
import { ALL_ROLES, AnnouncementFormSchema, toLocalInput } from "../model/announcement-form";

/** Create or edit an announcement: title, message, the roles that see it and its From/To window. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  /** The announcement to edit; null creates one. */
  announcement: AnnouncementRow | null;
  onClose: () => void;
}): ReactNode {
  const save = useSaveAnnouncement();
  const form = useContractForm(AnnouncementFormSchema, {
    defaultValues: {
      title: announcement?.title ?? "",
      message: announcement?.message ?? "",
      roles: announcement?.roles ?? [],
      from: toLocalInput(announcement?.from ?? new Date().toISOString()),
      to: toLocalInput(announcement?.to ?? null),
    },
  });
  const roles = useController({ control: form.control, name: "roles" });
  const chosen = new Set<StaffRole>(roles.field.value ?? []);
  const dialog = useFormDialog(form, {
    save: (values) => save.mutateAsync({ id: announcement?.id ?? null, body: values }),
    success: ANNOUNCEMENT_MESSAGES.saved,
    onClose,
  });
  const field = { control: form.control, fullWidth: true, size: "small" } as const;
  const dateSlot = { inputLabel: { shrink: true } } as const;
  return (
    <FormDialog
      titleId="announcement-dialog-title"
      title={announcement ? "Edit Announcement" : "Add Announcement"}
      {...dialog}
    >
      <FormTextField {...field} name="title" label="Title" required />
      <FormTextField {...field} name="message" label="Message" required multiline minRows={3} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField {...field} name="from" label="From" required type="datetime-local" slotProps={dateSlot} />
        <FormTextField {...field} name="to" label="To" type="datetime-local" slotProps={dateSlot} />
      </Stack>
      <FormControl error={roles.fieldState.invalid} component="fieldset">
        <FormLabel component="legend">Show to</FormLabel>
        <FormGroup row>
          {ALL_ROLES.map((r) => (
            <FormControlLabel
              key={r}
              label={ROLE_LABELS[r]}
              control={
                <Checkbox
                  checked={chosen.has(r)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(r);
                    else next.delete(r);
                    roles.field.onChange(ALL_ROLES.filter((x) => next.has(x)));
                  }}
                  onBlur={roles.field.onBlur}
                />
              }
            />
          ))}
        </FormGroup>
        {roles.fieldState.error && <FormHelperText>{roles.fieldState.error.message}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
