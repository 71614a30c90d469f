import { fallsSectionLine } from "@care/contracts";
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { choicesWithLabels, chunk } from "../model/form-model";
import type { PrintBodyProps } from "./print-props";

/** Spec 2 §9: score tables 6 surveys a row. */
const SURVEYS_PER_TABLE = 6;
const CELL = { border: 1, borderColor: "divider", overflowWrap: "anywhere" } as const;

/**
 * Spec 2 §2 falls print: one section per survey with numbered questions, the Yes/No choice or the comment text and
 * a required marker, the section line; then the score tables (6 surveys a row) and the overall Total Score.
 */
export function FallsPrint({ blocks, answers, labels, scores }: PrintBodyProps): ReactNode {
  const scoreAt = (i: number): number | undefined => scores?.sections[i]?.score;
  const numbered = blocks.map((b, i) => ({ block: b, index: i }));
  return (
    <Box>
      {numbered.map(({ block, index }) => (
        <Box key={index} component="section" aria-label={block.header} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {block.header}
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {block.data.map((q) => {
              const a = answers[q.id];
              const choice = choicesWithLabels(q, labels).find((c) => c.key === a?.value)?.label;
              const comment = a?.value === "comment" ? a.text?.trim() : undefined;
              return (
                <Box component="li" key={q.id} className="care-print-keep" sx={{ mb: 0.5 }}>
                  <Typography variant="body2" component="span">
                    {q.question}
                    {q.required && (
                      <Box component="span" title="Required" sx={{ color: "error.main", ml: 0.5 }}>
                        *
                      </Box>
                    )}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {comment || choice || "-"}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="print-section-total">
            {fallsSectionLine(scoreAt(index) ?? 0)}
          </Typography>
        </Box>
      ))}
      {chunk(numbered, SURVEYS_PER_TABLE).map((row, t) => (
        <Table
          key={t}
          size="small"
          aria-label={`Score table ${t + 1}`}
          className="care-print-keep"
          sx={{ mb: 1.5, tableLayout: "fixed", width: "100%" }}
        >
          <TableHead>
            <TableRow>
              {row.map(({ block, index }) => (
                <TableCell key={index} sx={{ ...CELL, fontWeight: 600 }}>
                  {block.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {row.map(({ index }) => (
                <TableCell key={index} sx={CELL}>
                  {scoreAt(index) ?? "-"}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      ))}
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="print-total">
        Total Score: {scores?.total ?? "-"}
      </Typography>
    </Box>
  );
}
