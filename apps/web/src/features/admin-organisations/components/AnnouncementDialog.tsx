import { ROLE_LABELS, type StaffRole } from "@care/contracts";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from "@mui/material";
import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { useToast } from "../../../app/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
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
  const toast = useToast();
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
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: announcement?.id ?? null, body: values });
      toast.show({ type: "success", message: "Saved Successfully" });
      onClose();
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  });
  const field = { control: form.control, fullWidth: true, size: "small" } as const;
  const dateSlot = { inputLabel: { shrink: true } } as const;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="announcement-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="announcement-dialog-title">
          {announcement ? "Edit Announcement" : "Add Announcement"}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
