import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useFieldArray, type Control } from "react-hook-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import type { PlanFormInput, PlanFormOutput } from "./plan-form";

/**
 * Member priorities or challenges ([{seq, value}], spec 2 §3): one text field an item, an add button and a remove
 * icon each. seq is renumbered 1..n when saved.
 */
export function PlanListField({
  control,
  name,
  title,
  itemLabel,
  readOnly,
}: {
  control: Control<PlanFormInput, unknown, PlanFormOutput>;
  name: "wellness_plan_details.member_priorities" | "wellness_plan_details.challenges";
  title: string;
  itemLabel: string;
  readOnly: boolean;
}): ReactNode {
  const list = useFieldArray({ control, name });
  return (
    <Box component="section" aria-label={title} sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => list.append({ seq: list.fields.length + 1, value: "" })}
          >
            Add {itemLabel}
          </Button>
        )}
      </Box>
      {list.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No Records
        </Typography>
      )}
      {list.fields.map((item, i) => (
        <Box key={item.id} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <FormTextField
            control={control}
            name={`${name}.${i}.value`}
            label={`${itemLabel} ${i + 1}`}
            size="small"
            fullWidth
            required
            disabled={readOnly}
          />
          {!readOnly && (
            <IconButton aria-label={`Remove ${itemLabel} ${i + 1}`} onClick={() => list.remove(i)}>
              <DeleteOutline />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}
