import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { Fragment, type ReactNode } from "react";
import { answerText } from "../model/form-model";
import type { PrintBodyProps } from "./print-props";
import { ScoreFooter } from "./ScoreFooter";

/** Spec 2 §2 Home Safety, Lawton and Katz prints: numbered questions with an Answer column. */
export function NumberedPrint({ blocks, answers, labels, scores, percent }: PrintBodyProps): ReactNode {
  // Numbered through the whole form, not per block.
  const firstNumber = blocks.map((_, bi) => blocks.slice(0, bi).reduce((sum, b) => sum + b.data.length, 1));
  return (
    <>
      <Table size="small" aria-label="Answers" sx={{ tableLayout: "fixed", width: "100%" }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: "2.5rem", fontWeight: 600 }}>#</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Question</TableCell>
            <TableCell sx={{ width: "32%", fontWeight: 600 }}>Answer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {blocks.map((block, bi) => (
            <Fragment key={bi}>
              {blocks.length > 1 && (
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 600, bgcolor: "action.hover" }}>
                    {block.header}
                  </TableCell>
                </TableRow>
              )}
              {block.data.map((q, qi) => {
                return (
                  <TableRow key={q.id}>
                    <TableCell>{(firstNumber[bi] ?? 1) + qi}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>{q.question}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>{answerText(q, answers[q.id], labels)}</TableCell>
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
      <ScoreFooter scores={scores} percent={percent} />
    </>
  );
}
