import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { answerText } from "../model/form-model";
import type { PrintBodyProps } from "./print-props";
import { ScoreFooter } from "./ScoreFooter";

/** The other kinds' print: each survey block's numbered questions with the answer under each. */
export function PlainPrint({ blocks, answers, labels, scores, percent }: PrintBodyProps): ReactNode {
  return (
    <Box>
      {blocks.map((block, bi) => (
        <Box key={bi} component="section" aria-label={block.header} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {block.header}
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {block.data.map((q) => (
              <Box component="li" key={q.id} className="care-print-keep" sx={{ mb: 0.5 }}>
                <Typography variant="body2">{q.question}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {answerText(q, answers[q.id], labels)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <ScoreFooter scores={scores} percent={percent} />
    </Box>
  );
}
