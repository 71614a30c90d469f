import type { AssessmentScores } from "@care/contracts";
import { Box, Divider, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { Answer, Answers, Block } from "../model/form-model";
import { AnswerInput } from "./AnswerInput";

export interface AssessmentFormViewProps {
  blocks: readonly Block[];
  answers: Answers;
  labels?: Readonly<Record<string, string>>;
  onAnswer: (questionId: string, answer: Answer) => void;
  /** The API's scores of the stored response; each block's score is at its index. */
  scores?: AssessmentScores | null;
  /** The block's score line (falls: 'Total(Max Score is 3 x number of questions)= n'). */
  sectionLine?: (score: number) => string;
  disabled?: boolean;
}

/** Every survey block of a form with its numbered questions; the block score lines come from the API. */
export function AssessmentFormView({
  blocks,
  answers,
  labels,
  onAnswer,
  scores,
  sectionLine,
  disabled,
}: AssessmentFormViewProps): ReactNode {
  return (
    <Stack spacing={2}>
      {blocks.map((block, bi) => {
        const score = scores?.sections[bi];
        return (
          <Paper
            key={`${bi}:${block.header}`}
            variant="outlined"
            component="section"
            aria-label={block.header}
            sx={{ p: 2 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {block.header}
            </Typography>
            <Stack spacing={1.5} divider={<Divider flexItem />}>
              {block.data.map((q, i) => (
                <AnswerInput
                  key={q.id}
                  number={i + 1}
                  question={q}
                  answer={answers[q.id]}
                  labels={labels}
                  onChange={(a) => onAnswer(q.id, a)}
                  disabled={disabled}
                />
              ))}
            </Stack>
            {score && sectionLine && (
              <Box sx={{ mt: 1.5, fontWeight: 600 }} data-testid="section-total">
                {sectionLine(score.score)}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
