import {
  APP_PLATFORM_LABELS,
  APP_PLATFORMS,
  APP_RELEASE_MESSAGES,
  APP_RELEASE_NOTES_MAX,
  appReleaseRoutes,
} from "@care/contracts";
import { Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormCheckbox } from "../../../lib/forms/FormCheckbox";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useCreateRelease, useUpdateRelease, type AppRelease } from "../api/releases";

const schema = appReleaseRoutes.createAppRelease.body;

/** Today in the admin's clock, as the date field holds it (YYYY-MM-DD). */
const today = (): string => new Date().toLocaleDateString("en-CA");

/**
 * Draft or edit a release's notes: platform, version, release date (may be ahead: notes are written before the
 * stores release), notes and whether updating is mandatory. A published release keeps its platform and version.
 */
export function ReleaseDialog({ release, onClose }: { release: AppRelease | null; onClose: () => void }): ReactNode {
  const create = useCreateRelease();
  const update = useUpdateRelease();
  const form = useContractForm(schema, {
    defaultValues: {
      platform: release?.platform ?? "ios",
      version: release?.version ?? "",
      release_date: release?.release_date ?? today(),
      notes: release?.notes ?? "",
      mandatory: release?.mandatory ?? false,
    },
  });
  const fixed = release?.status === "published";
  const dialog = useFormDialog(form, {
    save: (values) =>
      release ? update.mutateAsync({ ...values, release_id: release.release_id }) : create.mutateAsync(values),
    success: APP_RELEASE_MESSAGES.saved,
    onClose,
  });
  return (
    <FormDialog titleId="release-dialog-title" title={release ? "Edit Release" : "New Release"} {...dialog}>
      <Stack direction="row" spacing={2}>
        <FormSelectField
          control={form.control}
          name="platform"
          label="Platform"
          required
          disabled={fixed}
          size="small"
          sx={{ minWidth: 140 }}
          options={APP_PLATFORMS}
          optionLabel={(p) => APP_PLATFORM_LABELS[p]}
        />
        <FormTextField
          control={form.control}
          name="version"
          label="Version"
          required
          disabled={fixed}
          size="small"
          placeholder="2.4.1"
          slotProps={{ htmlInput: { maxLength: 14 } }}
        />
        <FormTextField
          control={form.control}
          name="release_date"
          label="Release Date"
          type="date"
          required
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormTextField
        control={form.control}
        name="notes"
        label="Release Notes"
        required
        multiline
        minRows={5}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: APP_RELEASE_NOTES_MAX } }}
      />
      <FormCheckbox control={form.control} name="mandatory" label="Mandatory update" />
    </FormDialog>
  );
}
