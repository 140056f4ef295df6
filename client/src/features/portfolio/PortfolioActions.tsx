import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H3, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { PortfolioActionStatus, PortfolioFilter } from '../../gql/graphql';
import { TablePager } from '../../ui/TablePager';
import { errorText, PHASE_LABEL } from '../projects/format';
import { saveBlob } from '../reports/download';

const ActionsQuery = graphql(`
  query PortfolioActions($filter: PortfolioFilter, $first: Int, $offset: Int) {
    portfolio(filter: $filter) {
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
  query PortfolioActionsCsv($filter: PortfolioFilter) {
    portfolio(filter: $filter) {
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

/** The actions of every project of the portfolio (overdue first), a page at a time, with the whole list as CSV. */
export function PortfolioActions({ filter }: { filter: PortfolioFilter }) {
  const client = useApolloClient();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [csvError, setCsvError] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(ActionsQuery, { variables: { filter, first: pageSize, offset: page * pageSize } });
  const actions = (data ?? previousData)?.portfolio.actions;
  const downloadCsv = async () => {
    setCsvError(null);
    try {
      const result = await client.query({ query: CsvQuery, variables: { filter }, fetchPolicy: 'network-only' });
      const file = result.data?.portfolio.actionsCsv;
      if (file) saveBlob(file.filename, new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
    } catch (e) {
      setCsvError(errorText(e));
    }
  };
  return (
    <Card>
      <div className="fel-portfolio-actions-head">
        <H3>Actions across projects</H3>
        <Button icon="download" text="Download CSV" onClick={() => void downloadCsv()} disabled={!actions || actions.total === 0} />
      </div>
      {(error || csvError) && <Callout intent="danger">{csvError ?? errorText(error)}</Callout>}
      {actions && actions.total === 0 && <NonIdealState icon="tick" title="No actions in these projects." />}
      {actions && actions.total > 0 && (
        <>
          <HTMLTable compact striped className="fel-portfolio-table" aria-label="Actions">
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
                  <td>
                    {PHASE_LABEL[a.phase]} {a.questionCode} {a.questionTitle}
                  </td>
                  <td>{a.projectName}</td>
                  <td>{a.text}</td>
                  <td>{a.owner}</td>
                  <td>{a.due ?? '—'}</td>
                  <td>
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
