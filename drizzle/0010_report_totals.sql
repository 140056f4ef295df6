CREATE TABLE "report_latest" (
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"method" smallint NOT NULL,
	"organization_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"project_type" text NOT NULL,
	"fel_index" double precision NOT NULL,
	"site_index" double precision NOT NULL,
	"eng_index" double precision NOT NULL,
	"pep_index" double precision NOT NULL,
	CONSTRAINT "report_latest_project_id_phase_method_pk" PRIMARY KEY("project_id","phase","method")
);
--> statement-breakpoint
CREATE TABLE "report_totals" (
	"organization_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"method" smallint NOT NULL,
	"project_type" text NOT NULL,
	"projects" integer NOT NULL,
	"fel_sum" numeric NOT NULL,
	"site_sum" numeric NOT NULL,
	"eng_sum" numeric NOT NULL,
	"pep_sum" numeric NOT NULL,
	CONSTRAINT "report_totals_organization_id_phase_method_project_type_pk" PRIMARY KEY("organization_id","phase","method","project_type")
);
--> statement-breakpoint
CREATE INDEX "report_latest_fel_idx" ON "report_latest" USING btree ("organization_id","phase","method","fel_index");--> statement-breakpoint
CREATE INDEX "report_latest_site_idx" ON "report_latest" USING btree ("organization_id","phase","method","site_index");--> statement-breakpoint
CREATE INDEX "report_latest_eng_idx" ON "report_latest" USING btree ("organization_id","phase","method","eng_index");--> statement-breakpoint
CREATE INDEX "report_latest_pep_idx" ON "report_latest" USING btree ("organization_id","phase","method","pep_index");--> statement-breakpoint
-- hand-written: report_latest and report_totals are kept by the database, in the transaction that writes a
-- report, whoever writes it. report_latest_refresh recomputes one project's newest report of a phase and
-- method from reports (reports_project_phase_created_idx) and moves its figures in the totals: out of the
-- old newest report's row, into the new one's. Only the totals rows of that organization, phase and method
-- are locked (in project type order, so two writers never wait on each other crosswise). A report whose
-- project is gone (a cascade deleting the project) is not newest of anything.
CREATE FUNCTION report_latest_refresh(p_project uuid, p_phase text, p_method smallint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone record;
  newest record;
BEGIN
  SELECT r.id, r.created_at, r.project_type, r.fel_index, r.site_index, r.eng_index, r.pep_index, p.organization_id
    INTO newest
    FROM reports r JOIN projects p ON p.id = r.project_id
    WHERE r.project_id = p_project AND r.phase = p_phase AND r.method = p_method
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT 1;
  PERFORM 1 FROM report_totals t
    WHERE t.phase = p_phase AND t.method = p_method
      AND t.organization_id IN (newest.organization_id, (SELECT l.organization_id FROM report_latest l WHERE l.project_id = p_project AND l.phase = p_phase AND l.method = p_method))
    ORDER BY t.organization_id, t.project_type
    FOR UPDATE;
  DELETE FROM report_latest l WHERE l.project_id = p_project AND l.phase = p_phase AND l.method = p_method
    RETURNING l.organization_id, l.project_type, l.fel_index, l.site_index, l.eng_index, l.pep_index INTO gone;
  IF gone.organization_id IS NOT NULL THEN
    UPDATE report_totals t
      SET projects = t.projects - 1, fel_sum = t.fel_sum - gone.fel_index::numeric, site_sum = t.site_sum - gone.site_index::numeric,
          eng_sum = t.eng_sum - gone.eng_index::numeric, pep_sum = t.pep_sum - gone.pep_index::numeric
      WHERE t.organization_id = gone.organization_id AND t.phase = p_phase AND t.method = p_method AND t.project_type = gone.project_type;
  END IF;
  IF newest.id IS NOT NULL THEN
    INSERT INTO report_latest (project_id, phase, method, organization_id, report_id, created_at, project_type, fel_index, site_index, eng_index, pep_index)
      VALUES (p_project, p_phase, p_method, newest.organization_id, newest.id, newest.created_at, newest.project_type, newest.fel_index, newest.site_index, newest.eng_index, newest.pep_index);
    INSERT INTO report_totals AS t (organization_id, phase, method, project_type, projects, fel_sum, site_sum, eng_sum, pep_sum)
      VALUES (newest.organization_id, p_phase, p_method, newest.project_type, 1, newest.fel_index::numeric, newest.site_index::numeric, newest.eng_index::numeric, newest.pep_index::numeric)
      ON CONFLICT (organization_id, phase, method, project_type) DO UPDATE
      SET projects = t.projects + 1, fel_sum = t.fel_sum + excluded.fel_sum, site_sum = t.site_sum + excluded.site_sum,
          eng_sum = t.eng_sum + excluded.eng_sum, pep_sum = t.pep_sum + excluded.pep_sum;
  END IF;
END
$$;--> statement-breakpoint
-- hand-written: every insert and delete of a report, and every update of what the company average reads.
CREATE FUNCTION reports_keep_latest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_latest_refresh(OLD.project_id, OLD.phase, OLD.method);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.project_id, NEW.phase, NEW.method) IS DISTINCT FROM (OLD.project_id, OLD.phase, OLD.method)) THEN
    PERFORM report_latest_refresh(NEW.project_id, NEW.phase, NEW.method);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reports_keep_latest AFTER INSERT OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION reports_keep_latest();--> statement-breakpoint
CREATE TRIGGER reports_keep_latest_on_update AFTER UPDATE OF project_id, phase, method, created_at, project_type, fel_index, site_index, eng_index, pep_index ON reports
  FOR EACH ROW
  WHEN ((OLD.project_id, OLD.phase, OLD.method, OLD.created_at, OLD.project_type, OLD.fel_index, OLD.site_index, OLD.eng_index, OLD.pep_index)
    IS DISTINCT FROM (NEW.project_id, NEW.phase, NEW.method, NEW.created_at, NEW.project_type, NEW.fel_index, NEW.site_index, NEW.eng_index, NEW.pep_index))
  EXECUTE FUNCTION reports_keep_latest();--> statement-breakpoint
-- hand-written: a project moved to another organization takes its newest reports along.
CREATE FUNCTION projects_move_latest_reports() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN SELECT l.phase, l.method FROM report_latest l WHERE l.project_id = NEW.id LOOP
    PERFORM report_latest_refresh(NEW.id, k.phase, k.method);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_move_latest_reports AFTER UPDATE OF organization_id ON projects
  FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION projects_move_latest_reports();--> statement-breakpoint
-- hand-written: the backfill, from the reports saved so far.
INSERT INTO report_latest (project_id, phase, method, organization_id, report_id, created_at, project_type, fel_index, site_index, eng_index, pep_index)
  SELECT DISTINCT ON (r.project_id, r.phase, r.method) r.project_id, r.phase, r.method, p.organization_id, r.id, r.created_at, r.project_type, r.fel_index, r.site_index, r.eng_index, r.pep_index
  FROM reports r JOIN projects p ON p.id = r.project_id
  ORDER BY r.project_id, r.phase, r.method, r.created_at DESC, r.id DESC;--> statement-breakpoint
INSERT INTO report_totals (organization_id, phase, method, project_type, projects, fel_sum, site_sum, eng_sum, pep_sum)
  SELECT organization_id, phase, method, project_type, count(*), sum(fel_index::numeric), sum(site_index::numeric), sum(eng_index::numeric), sum(pep_index::numeric)
  FROM report_latest
  GROUP BY organization_id, phase, method, project_type;
