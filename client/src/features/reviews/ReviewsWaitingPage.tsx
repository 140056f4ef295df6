import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { formatDayTime } from '../../ui/dates';
import { ReviewsWaitingQuery } from './review-documents';

/** "Reviews waiting": the reports submitted to the viewer for independent review, oldest first. */
export function ReviewsWaitingPage() {
  const { data, loading } = useQuery(ReviewsWaitingQuery, { fetchPolicy: 'cache-and-network' });
  const nodes = data?.reviewsWaiting.nodes ?? [];
  return (
    <section className="fel-page" aria-labelledby="fel-reviews-title">
      <h1 id="fel-reviews-title">Reviews waiting</h1>
      {loading && !data && <Spinner aria-label="Loading the reviews" />}
      {data && nodes.length === 0 && <EmptyState level={2} icon="tick" title="No review is waiting for you" description="Reports submitted to you for independent review are listed here." />}
      {nodes.length > 0 && (
        <HTMLTable striped aria-label="Reviews waiting">
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Phase</th>
              <th scope="col">Prepared by</th>
              <th scope="col">Submitted</th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((n) => (
              <tr key={n.key}>
                <td>
                  <Link to={`/dashboard/reviews/${n.key}`}>{n.projectName}</Link>
                </td>
                <td>{n.phase === 'fel2' ? 'FEL 2' : 'FEL 3'}</td>
                <td>{n.preparedBy ?? '—'}</td>
                <td>{formatDayTime(n.submittedAt)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
