import { ASSESSMENT_ROLES, hasAnyRole, PAGE_SIZES } from "@care/contracts";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { PastDatePicker } from "../../../lib/pickers";
import { useCursorPaging } from "../../../lib/table/cursor-paging";
import { useKeyPages } from "../../../lib/table/key-pages";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useWellnessSurveys, type SurveyRow } from "../../../lib/shared/wellness-surveys";
import { formatDateTime } from "../components/format";
import { NewSurveyDialog } from "../components/NewSurveyDialog";
import { defaultSurveyRange, rangeError, rangeToWindow, type DateRange } from "../model/survey-window";

const COLUMNS: Column<SurveyRow>[] = [
  { key: "created_date", header: "Date & Time", render: (r) => formatDateTime(r.created_date) },
  { key: "is_survey_completed", header: "Completed", render: (r) => (r.is_survey_completed ? "Yes" : "No") },
  {
    key: "score",
    header: "Score",
    render: (r) => (r.score === null ? "-" : r.scoreLimit === null ? String(r.score) : `${r.score} / ${r.scoreLimit}`),
  },
  { key: "careAgentName", header: "Care Agent" },
  { key: "notes", header: "Notes" },
];

/**
 * Onboarding info → Survey (spec 2 §2; issue 14 item 5): the senior's wellness surveys, 20 a page, over a date
 * window that opens on the last 30 days; the clinical roles record today's survey.
 */
export function SurveyTab({ senior }: { senior: SeniorRef }): ReactNode {
  const { roles } = useAuth();
  const [range, setRange] = useState<DateRange>(() => defaultSurveyRange(new Date()));
  const [applied, setApplied] = useState(() => rangeToWindow(defaultSurveyRange(new Date())));
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const error = rangeError(range);
  const scope = `${applied.start}/${applied.end}`;
  const pages = useKeyPages("wellness-surveys", senior.seniorId, page, scope);
  const query = useWellnessSurveys(
    {
      senior_id: senior.seniorId,
      account_id: senior.accountId,
      start_time: applied.start,
      end_time: applied.end,
      last_evaluated_key: pages.key ?? undefined,
    },
    { keepPrevious: true },
  );
  const paging = useCursorPaging({
    pages,
    page,
    setPage,
    pageSize: PAGE_SIZES.wellbeingSurvey,
    query,
    nextKey: query.data?.lastEvaluatedKey,
  });

  const change = (next: DateRange): void => {
    setRange(next);
    if (!rangeError(next) && next.from && next.to) {
      setApplied(rangeToWindow({ from: next.from, to: next.to }));
      setPage(1);
    }
  };

  return (
    <Box component="section" aria-labelledby="surveys-title">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2 }}>
        <Typography id="surveys-title" variant="h6" component="h3">
          Wellness Surveys
        </Typography>
        {hasAnyRole(roles, ASSESSMENT_ROLES) && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            New Wellness Survey
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <PastDatePicker
          label="From"
          value={range.from}
          onChange={(from) => change({ ...range, from })}
          error={!!error}
        />
        <PastDatePicker label="To" value={range.to} onChange={(to) => change({ ...range, to })} error={!!error} />
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <PagedTable label="Wellness Surveys" columns={COLUMNS} rowKey={(r) => r.wellness_survey_id} {...paging} />
      {adding && <NewSurveyDialog senior={senior} onClose={() => setAdding(false)} />}
    </Box>
  );
}
