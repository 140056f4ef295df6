import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { PortfolioActionStatus, PortfolioFilter } from '../../gql/graphql';
import { formatDay } from '../../ui/dates';
import { EmptyState } from '../../ui/EmptyState';
import { TablePager } from '../../ui/TablePager';
import { errorText, PHASE_LABEL } from '../projects/format';
import { saveBlob } from '../reports/download';

const ActionsQuery = graphql(`
  query PortfolioActions($filter: PortfolioFilter, $today: Date, $first: Int, $offset: Int) {
    portfolio(filter: $filter, today: $today) {
      actions(first: $first, offset: $offset) {
        total
        nodes {
          projectKey
          projectName
          phase
          questionCode
          questionTitle
          text
          owner
          due
          status
        }
      }
    }
  }
`);

const CsvQuery = graphql(`
  query PortfolioActionsCsv($filter: PortfolioFilter, $today: Date) {
    portfolio(filter: $filter, today: $today) {
      actionsCsv {
        filename
        content
      }
    }
  }
`);

const STATUS: Record<PortfolioActionStatus, { label: string; intent: 'danger' | 'primary' | 'success' }> = {
  overdue: { label: 'Overdue', intent: 'danger' },
  open: { label: 'Open', intent: 'primary' },
  done: { label: 'Done', intent: 'success' },
};

/**
 * The actions of every project of the portfolio (overdue first: due before the reader's `today`), a page at a
 * time, with the whole list as CSV. A table that becomes cards on a phone.
 */
export function PortfolioActions({ filter, today }: { filter: PortfolioFilter; today: string }) {
  const client = useApolloClient();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [csvError, setCsvError] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(ActionsQuery, { variables: { filter, today, first: pageSize, offset: page * pageSize } });
  const actions = (data ?? previousData)?.portfolio.actions;
  const downloadCsv = async () => {
    setCsvError(null);
    try {
      const result = await client.query({ query: CsvQuery, variables: { filter, today }, fetchPolicy: 'no-cache' });
      const file = result.data?.portfolio.actionsCsv;
      if (file) saveBlob(file.filename, new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
    } catch (e) {
      setCsvError(errorText(e));
    }
  };
  return (
    <Card>
      <div className="fel-portfolio-actions-head">
        <H2 className="fel-section-title">Actions across projects</H2>
        <Button icon="download" text="Download CSV" onClick={() => void downloadCsv()} disabled={!actions || actions.total === 0} />
      </div>
      {(error || csvError) && <Callout intent="danger">{csvError ?? errorText(error)}</Callout>}
      {actions && actions.total === 0 && <EmptyState level={3} icon="tick" title="No actions in these projects." />}
      {actions && actions.total > 0 && (
        <>
          <HTMLTable compact striped className="fel-projects-table" aria-label="Actions">
            <thead>
              <tr>
                <th>Question</th>
                <th>Project</th>
                <th>Action</th>
                <th>Owner</th>
                <th>Due</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {actions.nodes.map((a) => (
                <tr key={`${a.projectKey}-${a.phase}-${a.questionCode}`}>
                  <td data-label="Question">
                    {PHASE_LABEL[a.phase]} {a.questionCode} {a.questionTitle}
                  </td>
                  <td data-label="Project">{a.projectName}</td>
                  <td data-label="Action">{a.text}</td>
                  <td data-label="Owner">{a.owner}</td>
                  <td data-label="Due">{a.due ? formatDay(a.due) : '—'}</td>
                  <td data-label="Status">
                    <Tag minimal intent={STATUS[a.status].intent}>
                      {STATUS[a.status].label}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TablePager
            page={page}
            pageSize={pageSize}
            total={actions.total}
            shown={{ page, pageSize, rows: actions.nodes.length }}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </>
      )}
    </Card>
  );
}
