import { Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

export interface TooltipLine {
  label: string;
  value: string;
}

export interface TooltipContent {
  title: string;
  lines: TooltipLine[];
}

/** The kit's tooltip card: a title (time or date) and 'LABEL: value' lines. */
export function ChartTooltipCard({ title, lines }: TooltipContent): ReactNode {
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1 }} role="tooltip">
      <Typography variant="subtitle2">{title}</Typography>
      {lines.map((line) => (
        <Typography key={line.label} variant="body2">
          {line.label}: {line.value}
        </Typography>
      ))}
    </Paper>
  );
}

/** Adapts a row → content function to recharts' Tooltip `content` (which hands the hovered row in payload). */
export function tooltipFor<Row>(describe: (row: Row) => TooltipContent) {
  return function KitTooltip(props: { active?: boolean; payload?: readonly { payload?: unknown }[] }): ReactNode {
    const row = props.payload?.[0]?.payload as Row | undefined;
    if (!props.active || row === undefined) return null;
    return <ChartTooltipCard {...describe(row)} />;
  };
}
