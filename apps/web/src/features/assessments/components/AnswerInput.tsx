import { CONDITION_SEVERITY_LEVELS, NOTES_MAX_LENGTH } from "@care/contracts";
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { choicesWithLabels, takesText, type Answer, type Question } from "../model/form-model";

export interface AnswerInputProps {
  /** 1-based, shown before the question. */
  number: number;
  question: Question;
  answer: Answer | undefined;
  /** The form's labels of the fixed choices. */
  labels?: Readonly<Record<string, string>>;
  onChange: (answer: Answer) => void;
  disabled?: boolean;
}

const TEXT_LABEL: Partial<Record<Question["style"], string>> = {
  open_end: "Answer",
  medical_condition: "Notes",
};

/** One question of an assessment form in its answer style: its choices, and a text box where the answer takes one. */
export function AnswerInput({ number, question, answer, labels, onChange, disabled }: AnswerInputProps): ReactNode {
  const labelId = `q-${question.id}-label`;
  const a = answer ?? {};
  const choices = choicesWithLabels(question, labels);
  const condition = question.style === "medical_condition" && a.value === "yes";
  return (
    <FormControl component="fieldset" required={question.required} disabled={disabled} sx={{ width: "100%" }}>
      <FormLabel id={labelId} component="legend" sx={{ color: "text.primary" }}>
        {number}. {question.question}
      </FormLabel>
      {question.example && (
        <Typography variant="body2" color="text.secondary">
          Example: {question.example}
        </Typography>
      )}
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "center" }, mt: 0.5 }}>
        {choices.length > 0 && (
          <RadioGroup
            row
            aria-labelledby={labelId}
            value={a.value ?? ""}
            onChange={(e) => onChange({ ...a, value: e.target.value })}
          >
            {choices.map((c) => (
              <FormControlLabel key={c.key} value={c.key} control={<Radio size="small" />} label={c.label} />
            ))}
          </RadioGroup>
        )}
        {condition && (
          <>
            <TextField
              select
              size="small"
              label="Severity Level"
              value={a.severity_level ?? ""}
              onChange={(e) => onChange({ ...a, severity_level: e.target.value || null })}
              sx={{ minWidth: 160 }}
            >
              {CONDITION_SEVERITY_LEVELS.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label="Date of Onset"
              value={a.date_of_onset ?? ""}
              onChange={(e) => onChange({ ...a, date_of_onset: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        {takesText(question, a) && (
          <TextField
            size="small"
            label={TEXT_LABEL[question.style] ?? "Comment"}
            value={a.text ?? ""}
            onChange={(e) => onChange({ ...a, text: e.target.value })}
            slotProps={{
              htmlInput: { maxLength: NOTES_MAX_LENGTH, "aria-label": `Comment for question ${number}` },
            }}
            sx={{ flex: 1, minWidth: 240 }}
          />
        )}
      </Stack>
    </FormControl>
  );
}
