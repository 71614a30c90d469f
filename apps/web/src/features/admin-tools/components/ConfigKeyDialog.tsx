import { CONFIG_KEY_RULES, CONFIG_MESSAGES } from "@care/contracts";
import { Button, DialogContentText, InputAdornment, TextField } from "@mui/material";
import { useState, type FormEvent, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ApiError } from "../../../lib/api/api-error";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { useSaveConfig, type ConfigEntry } from "../api/config";
import { parseValue, valueText } from "../model/config-value";

/** Edits one configuration key; the key's rule checks the value before it is sent. Clear returns to the default. */
export function ConfigKeyDialog({ entry, onClose }: { entry: ConfigEntry; onClose: () => void }): ReactNode {
  const rule = CONFIG_KEY_RULES[entry.name];
  const [text, setText] = useState(() => valueText(entry.name, entry.value));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveConfig();
  const toast = useToast();

  const send = async (value: unknown): Promise<void> => {
    try {
      await save.mutateAsync({ name: entry.name, value });
      toast.show({ type: "success", message: value === null ? CONFIG_MESSAGES.cleared : CONFIG_MESSAGES.saved });
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields[0]?.reason ?? err.message) : "Something went wrong.");
    }
  };
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    const parsed = parseValue(entry.name, text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    void send(parsed.value);
  };

  return (
    <FormDialog
      titleId="config-key-title"
      title={rule.label}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={save.isPending}
      secondaryAction={
        <Button color="warning" disabled={save.isPending || entry.value === null} onClick={() => void send(null)}>
          Clear
        </Button>
      }
    >
      <DialogContentText>
        {rule.description} (<code>{entry.name}</code>).
      </DialogContentText>
      <TextField
        autoFocus
        fullWidth
        size="small"
        label="Value"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? " "}
        multiline={rule.kind === "json"}
        minRows={rule.kind === "json" ? 6 : undefined}
        slotProps={{
          htmlInput: {
            inputMode: rule.kind === "number" ? "numeric" : undefined,
            spellCheck: false,
            style: rule.kind === "json" ? { fontFamily: "monospace", fontSize: 13 } : undefined,
          },
          input: rule.unit ? { endAdornment: <InputAdornment position="end">{rule.unit}</InputAdornment> } : undefined,
        }}
      />
    </FormDialog>
  );
}
