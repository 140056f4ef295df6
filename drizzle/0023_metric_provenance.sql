ALTER TABLE "provider_metrics" ADD COLUMN "provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- Today's single source and as-of date become each metric's own; the typed-in figures are another index (DOMAIN.md §3a).
UPDATE "provider_metrics" SET "provenance" = jsonb_build_object(
  'fel2bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'fel2in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'site2bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'site2in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'eng2bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'eng2in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'pep2bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'pep2in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'fel3bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'fel3in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'site3bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'site3in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'eng3bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'eng3in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'pep3bp', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', ''),
  'pep3in', jsonb_build_object('source', "source", 'asOf', "as_of"::text, 'basis', 'external', 'measures', '')
);
