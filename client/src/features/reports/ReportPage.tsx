import { useQuery } from '@apollo/client/react';
import { Button, ButtonGroup, Callout, H1, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { Phase } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { useHelp } from '../shell/help/help-context';
import { NotFoundPage } from '../shell/NotFoundPage';
import { AREA_SHORT, PHASE_LABEL } from './document/explain';
import { ReportDocument } from './document/ReportDocument';
import { MissingQuestions } from './MissingQuestions';
import { CreateReportDialog, NotesDialog } from './ReportDialogs';
import { ReportToolbar, ReportToolbarFragment } from './ReportToolbar';
import { ReviewPanel } from '../reviews/ReviewPanel';
import './reports.css';
import { plural, pluralNoun } from '../../../../common/plural';

/**
 * The screen's data of one phase; creating a report returns it too (with the new report itself beside it),
 * so the cache shows the new history and latest report. The report document stays outside the fragment:
 * a fragment level more would pass the server's query depth limit.
 */
export const ReportScreenPhaseFragment = graphql(`
  fragment ReportScreen_phaseReport on PhaseReport {
    phase
    inScope
    fullyAnswered
    unratedAreas
    blocker
    answered
    total
    viewerCanCreate
    missing {
      code
      area
      title
    }
    # The newest 50 saved reports: the toolbar's choice (a page of the history).
    history(first: 50) {
      nodes {
        key
        createdAt
        createdBy
        felIndex
        band
        method
        gate
      }
    }
    latest {
      key
    }
  }
`);

const ReportScreenQuery = graphql(`
  query ReportScreen($key: ID!, $phase: Phase!) {
    project(key: $key) {
      key
      name
      fel20
      report(phase: $phase) {
        ...ReportScreen_phaseReport
        latest {
          key
          ...ReportToolbar_report
          ...ReportDocument_report
        }
      }
    }
  }
`);

const SavedReportQuery = graphql(`
  query SavedReport($key: ID!) {
    report(key: $key) {
      key
      ...ReportToolbar_report
      ...ReportDocument_report
    }
  }
`);

const ReportPreviewQuery = graphql(`
  query ReportPreview($key: ID!, $phase: Phase!) {
    project(key: $key) {
      key
      report(phase: $phase) {
        phase
        preview {
          key
          ...ReportDocument_report
        }
      }
    }
  }
`);

const isPhase = (value: string | undefined): value is Phase => value === 'fel2' || value === 'fel3';
const isNotFound = (error: unknown) => error instanceof Error && /not found/i.test(error.message);

/** /dashboard/{pkey}/report/{reportType}: the phase's saved reports, or its preview, or what is still missing. */
export function ReportPage() {
  const { pkey = '', reportType } = useParams();
  if (!isPhase(reportType)) return <NotFoundPage detail={`There is no “${reportType ?? ''}” report: reports are fel2 or fel3.`} />;
  return <PhaseReportScreen key={`${pkey}-${reportType}`} projectKey={pkey} phase={reportType} />;
}

function PhaseReportScreen({ projectKey, phase }: { projectKey: string; phase: Phase }) {
  const navigate = useNavigate();
  const help = useHelp();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'create' | 'notes' | null>(null);
  const screen = useQuery(ReportScreenQuery, { variables: { key: projectKey, phase }, fetchPolicy: 'cache-and-network' });
  const phaseReport = getFragmentData(ReportScreenPhaseFragment, screen.data?.project.report);
  const latest = screen.data?.project.report?.latest ?? null;
  const chosen = params.get('report');
  const wantsOther = chosen !== null && chosen !== latest?.key && (phaseReport?.history.nodes.some((h) => h.key === chosen) ?? false);
  const saved = useQuery(SavedReportQuery, { variables: { key: chosen ?? '' }, skip: !wantsOther });
  // A phase can be scored once fully answered, every area has at least one question with a level and nothing else blocks it.
  const scorable = !!phaseReport && phaseReport.fullyAnswered && phaseReport.unratedAreas.length === 0 && !phaseReport.blocker;
  const needsPreview = !!phaseReport && phaseReport.inScope && !latest && scorable;
  const preview = useQuery(ReportPreviewQuery, { variables: { key: projectKey, phase }, skip: !needsPreview, fetchPolicy: 'network-only' });
  const label = PHASE_LABEL[phase];

  const project = screen.data?.project;
  const header = (
    <div className="fel-report-screen-head fel-report-no-print">
      <div>
        <H1 className="fel-page-title">{label} report</H1>
        {project && <span className="fel-report-muted">{project.name}</span>}
      </div>
      <ButtonGroup>
        <Button icon="arrow-left" minimal text="Back to the project" onClick={() => navigate(`/dashboard/${projectKey}/${phase}`)} />
        {project?.fel20 && (
          <Button
            minimal
            icon="swap-horizontal"
            text={`${PHASE_LABEL[phase === 'fel2' ? 'fel3' : 'fel2']} report`}
            onClick={() => navigate(`/dashboard/${projectKey}/report/${phase === 'fel2' ? 'fel3' : 'fel2'}`)}
          />
        )}
      </ButtonGroup>
    </div>
  );

  if (!phaseReport && screen.loading) return <Spinner className="fel-report-screen" aria-label="Loading the report" />;
  if (!project || !phaseReport) {
    return (
      <section className="fel-report-screen">
        <EmptyState
          level={1}
          icon={isNotFound(screen.error) ? 'search' : 'error'}
          title={isNotFound(screen.error) ? 'Project not found' : 'The report could not be loaded'}
          description={isNotFound(screen.error) ? 'It does not exist, or it is not one you may see.' : (screen.error?.message ?? 'Please try again.')}
          action={isNotFound(screen.error) ? <Button intent="primary" text="Back to projects" onClick={() => navigate('/dashboard')} /> : <Button text="Try again" onClick={() => void screen.refetch()} />}
        />
      </section>
    );
  }

  /** After a failed load: read the document that failed again. */
  const reload = () => (wantsOther ? saved.refetch() : preview.refetch());

  const shown = wantsOther ? (saved.data?.report ?? null) : latest;
  const doc = shown ?? (needsPreview ? (preview.data?.project.report.preview ?? null) : null);
  const loadingDocument = (wantsOther && saved.loading && !saved.data) || (needsPreview && preview.loading && !preview.data);
  const documentError = wantsOther ? saved.error : needsPreview ? preview.error : undefined;

  return (
    <section className="fel-report-screen" aria-label={`${label} report`}>
      {header}
      {!phaseReport.inScope ? (
        <EmptyState
          level={2}
          icon="disable"
          title="FEL 2 is not in this project’s scope"
          description="The project is assessed at FEL 3 only, so it has no FEL 2 report."
          action={<Button intent="primary" text="FEL 3 report" onClick={() => navigate(`/dashboard/${projectKey}/report/fel3`)} />}
        />
      ) : (
        <>
          {(latest || phaseReport.fullyAnswered) && (
            <ReportToolbar
              report={shown}
              history={phaseReport.history.nodes}
              canCreate={phaseReport.viewerCanCreate}
              onSelect={(key) => setParams(key && key !== latest?.key ? { report: key } : {}, { replace: true })}
              onCreate={() => setDialog('create')}
              onEditNotes={() => setDialog('notes')}
              onHelp={() => help.open('reports')}
            />
          )}
          {shown?.key && <ReviewPanel reportKey={shown.key} />}
          {phaseReport.fullyAnswered && phaseReport.blocker && (
            <Callout intent="warning" icon="warning-sign" className="fel-report-callout fel-report-no-print" title="No report can be created yet" data-testid="report-blocker-callout">
              {phaseReport.blocker}
            </Callout>
          )}
          {phaseReport.fullyAnswered && !phaseReport.blocker && phaseReport.unratedAreas.length > 0 && (
            <Callout intent="warning" icon="warning-sign" className="fel-report-callout fel-report-no-print" title="An area cannot be scored" data-testid="report-unrated-callout">
              Every {phaseReport.unratedAreas.map((a) => AREA_SHORT[a]).join(' and ')} question is N/A, so that area has no index. Answer at least one of its
              questions with a level to create the report.
            </Callout>
          )}
          {!latest && scorable && (
            <Callout intent="primary" icon="eye-open" className="fel-report-callout fel-report-no-print" title="Preview: not saved yet" data-testid="report-preview-callout">
              Every question is answered. This preview scores the current answers;{' '}
              {phaseReport.viewerCanCreate
                ? 'create the report to keep it as a snapshot with your notes (for the trend, the company average and the PDF).'
                : 'someone who may edit the project can create the report.'}
            </Callout>
          )}
          {latest && !phaseReport.fullyAnswered && (
            <Callout intent="warning" icon="warning-sign" className="fel-report-callout fel-report-no-print">
              The saved report stays as it was made. {plural(phaseReport.total - phaseReport.answered, 'question')} {pluralNoun(phaseReport.total - phaseReport.answered, 'is', 'are')} open
              now, so a new report cannot be created until the phase is fully answered again.
            </Callout>
          )}
          {!latest && !phaseReport.fullyAnswered && (
            <MissingQuestions projectKey={projectKey} phase={phase} answered={phaseReport.answered} total={phaseReport.total} missing={phaseReport.missing} />
          )}
          {loadingDocument && <Spinner aria-label="Loading the report" />}
          {!loadingDocument && documentError && (
            <EmptyState level={2} icon="error" title="The report could not be loaded" description={documentError.message} action={<Button text="Try again" onClick={() => void reload()} />} />
          )}
          {doc && !loadingDocument && <ReportDocument key={doc.key ?? 'preview'} report={doc} />}
        </>
      )}
      {dialog === 'create' && (
        <CreateReportDialog
          projectKey={projectKey}
          phase={phase}
          hasReports={phaseReport.history.nodes.length > 0}
          onClose={() => setDialog(null)}
          onCreated={() => {
            setDialog(null);
            setParams({}, { replace: true });
          }}
        />
      )}
      {dialog === 'notes' && shown?.key && (
        <NotesDialog
          reportKey={shown.key}
          notes={getFragmentData(ReportToolbarFragment, shown).notes}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
    </section>
  );
}
