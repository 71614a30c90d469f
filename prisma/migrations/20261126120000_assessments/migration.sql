-- Assessments (issue 14): the API's computed scores and Submit Later on responses; the form version a wellness
-- survey answered and who last changed it.

-- AlterTable
ALTER TABLE "assessment_response" ADD COLUMN "scores" JSONB,
ADD COLUMN "submit_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "wellness_survey" ADD COLUMN "form_id" UUID,
ADD COLUMN "updated_by_id" UUID;

-- AddForeignKey
ALTER TABLE "wellness_survey" ADD CONSTRAINT "wellness_survey_form_id_fkey" FOREIGN KEY ("form_id") REFERENCES "assessment_form"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Forms seeded before this change are objects keyed by header whose items carry `type`; the API reads a list of
-- blocks whose items carry `style` (docs/assessments.md). Rewrite them in place (blocks in header order, since jsonb
-- kept no other): mcq options {label, value, score} become {key, label, value}; ADL options keep their shape.
UPDATE "assessment_form" f
SET "form" = (
  SELECT COALESCE(jsonb_agg(jsonb_build_object(
    'header', b.key,
    'data', (
      SELECT COALESCE(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
        'id', i->>'id',
        'question', i->>'question',
        'style', i->>'type',
        'required', true,
        'options', CASE WHEN i->>'type' = 'options' THEN i->'options' END,
        'mcq_options', CASE WHEN i->>'type' = 'mcq' THEN (
          SELECT jsonb_agg(jsonb_build_object('key', o->>'value', 'label', o->>'label', 'value', (o->>'score')::int)
                           ORDER BY k)
          FROM jsonb_array_elements(i->'options') WITH ORDINALITY AS y(o, k)) END
      )) ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(b.value->'data') WITH ORDINALITY AS x(i, n))
  ) ORDER BY b.key), '[]'::jsonb)
  FROM jsonb_each(f."form") b
)
WHERE jsonb_typeof(f."form") = 'object';
