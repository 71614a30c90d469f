import { FORM_LIMITS, FORM_MESSAGES } from "@care/contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import {
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import type { Block, Question } from "../model/form-model";

export interface FormEditorProps {
  blocks: readonly Block[];
  onChange: (blocks: Block[]) => void;
  disabled?: boolean;
  /** The id of a question added here (unique within the form). */
  newQuestionId: () => string;
}

/**
 * The admin's editor of a form (spec 2 §2 'Assessment admin editors'): each survey block's header and its questions'
 * text and required flag; a question is added in the style (and with the options) of the block's last one, and
 * removed. Styles and options stay as published: the scoring of spec 2 §5 hangs on them.
 */
export function FormEditor({ blocks, onChange, disabled, newQuestionId }: FormEditorProps): ReactNode {
  const setBlock = (index: number, next: Block): void => onChange(blocks.map((b, i) => (i === index ? next : b)));
  const setQuestion = (block: Block, bi: number, qi: number, next: Question): void =>
    setBlock(bi, { ...block, data: block.data.map((q, i) => (i === qi ? next : q)) });

  return (
    <Stack spacing={2}>
      {blocks.map((block, bi) => {
        const template = block.data[block.data.length - 1];
        const full = block.data.length >= FORM_LIMITS.questionsPerBlock;
        return (
          <Paper key={bi} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Survey ${bi + 1}`}>
            <TextField
              label={`Survey ${bi + 1} title`}
              value={block.header}
              disabled={disabled}
              required
              error={headerProblem(blocks, bi) !== null}
              helperText={headerProblem(blocks, bi) ?? undefined}
              fullWidth
              size="small"
              onChange={(e) => setBlock(bi, { ...block, header: e.target.value })}
              slotProps={{ htmlInput: { maxLength: FORM_LIMITS.header } }}
              sx={{ mb: 2 }}
            />
            <Stack spacing={1.5}>
              {block.data.map((q, qi) => (
                <Stack key={q.id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Typography sx={{ width: "2rem", flexShrink: 0 }}>{qi + 1}.</Typography>
                  <TextField
                    label={`Question ${qi + 1}`}
                    value={q.question}
                    disabled={disabled}
                    required
                    error={q.question.trim() === ""}
                    fullWidth
                    size="small"
                    onChange={(e) => setQuestion(block, bi, qi, { ...q, question: e.target.value })}
                    slotProps={{
                      htmlInput: { maxLength: FORM_LIMITS.text, "aria-label": `Survey ${bi + 1} question ${qi + 1}` },
                    }}
                  />
                  <FormControlLabel
                    label="Required"
                    disabled={disabled}
                    control={
                      <Checkbox
                        checked={q.required}
                        onChange={(e) => setQuestion(block, bi, qi, { ...q, required: e.target.checked })}
                      />
                    }
                  />
                  <Tooltip title="Remove question">
                    <span>
                      <IconButton
                        aria-label={`Remove survey ${bi + 1} question ${qi + 1}`}
                        disabled={disabled || block.data.length <= 1}
                        onClick={() => setBlock(bi, { ...block, data: block.data.filter((_, i) => i !== qi) })}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              ))}
            </Stack>
            {template && (
              <Button
                startIcon={<AddIcon />}
                disabled={disabled || full}
                sx={{ mt: 1 }}
                onClick={() =>
                  setBlock(bi, {
                    ...block,
                    data: [...block.data, { ...template, id: newQuestionId(), question: "", example: null }],
                  })
                }
              >
                Add Question
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * What is wrong with a survey title, as the API would say it: a form is sent keyed by header (spec 2 §3), so a title
 * must be given, not only digits (JSON would move it to the front) and not the title of an earlier survey.
 */
export function headerProblem(blocks: readonly Block[], index: number): string | null {
  const header = blocks[index]?.header.trim() ?? "";
  if (header === "") return FORM_MESSAGES.headerRequired;
  if (/^\d+$/.test(header)) return FORM_MESSAGES.headerDigits;
  if (blocks.slice(0, index).some((b) => b.header.trim() === header)) return FORM_MESSAGES.headerDuplicate;
  return null;
}

/** Whether every survey title is usable and every question has text (what the API requires). */
export function formIsComplete(blocks: readonly Block[]): boolean {
  return blocks.every((b, i) => headerProblem(blocks, i) === null && b.data.every((q) => q.question.trim() !== ""));
}
