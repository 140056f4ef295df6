import { useQuery } from '@apollo/client/react';
import { Button, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { NavLink, useLocation, useNavigate } from 'react-router';
import type { SessionViewer } from '../../auth/session-api';
import { graphql } from '../../gql';
import { ReviewsWaitingQuery } from '../reviews/review-documents';

type Item = { to: string; label: string; end?: boolean };

/** The registrations waiting for the viewer's approval (the Users screen refetches it after an approval). */
export const PendingApprovalsQuery = graphql(`
  query PendingApprovals {
    viewer {
      pendingApprovals
    }
  }
`);

/** The count beside "Users": registrations to approve (nothing while loading or at 0). */
function PendingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Tag round intent="warning" className="fel-nav-count" aria-label={`${count} pending approval`} data-testid="pending-approvals">
      {count}
    </Tag>
  );
}

/** The count beside "Reviews waiting": reports submitted to the viewer for independent review. */
function ReviewsBadge({ count }: { count: number }) {
  return (
    <Tag round intent="primary" className="fel-nav-count" aria-label={`${count} waiting`} data-testid="reviews-waiting">
      {count}
    </Tag>
  );
}

const REVIEWS = '/dashboard/reviews';

/** The screens the server says this viewer may open (viewerCan… fields, never role numbers); "Reviews waiting" while some wait. */
function itemsFor(permissions: SessionViewer['permissions'], reviews: number): Item[] {
  const admin: Item[] = [
    ...(permissions.viewerCanManageUsers ? [{ to: '/dashboard/users', label: 'Users' }] : []),
    ...(permissions.viewerCanSeeAdminScreens ? [{ to: '/dashboard/clients', label: 'Organizations' }] : []),
    ...(permissions.viewerCanSeeProviderMetrics ? [{ to: '/dashboard/ipametrics', label: 'IPA metrics' }] : []),
    ...(permissions.viewerCanSeeOutcomePool ? [{ to: '/dashboard/outcome-pool', label: 'Outcome pool' }] : []),
    ...(permissions.viewerCanManageProviderSettings ? [{ to: '/dashboard/settings', label: 'Settings' }] : []),
  ];
  const portfolio: Item[] = permissions.viewerCanSeePortfolio ? [{ to: '/dashboard/portfolio', label: 'Portfolio' }] : [];
  const waiting: Item[] = reviews > 0 ? [{ to: REVIEWS, label: 'Reviews waiting' }] : [];
  return admin.length + portfolio.length + waiting.length > 0 ? [{ to: '/dashboard', label: 'Projects', end: true }, ...portfolio, ...waiting, ...admin] : [];
}

/** Top-bar links: inline from the md breakpoint, in a menu below it (360 px phones). */
export function NavLinks({ permissions }: { permissions: SessionViewer['permissions'] }) {
  const navigate = useNavigate();
  const pending = useQuery(PendingApprovalsQuery, { skip: !permissions.viewerCanManageUsers }).data?.viewer?.pendingApprovals ?? 0;
  const reviews = useQuery(ReviewsWaitingQuery, { fetchPolicy: 'cache-and-network' }).data?.reviewsWaiting.total ?? 0;
  const items = itemsFor(permissions, reviews);
  const badge = (item: Item) => (item.to === '/dashboard/users' ? <PendingBadge count={pending} /> : item.to === REVIEWS ? <ReviewsBadge count={reviews} /> : null);
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const isActive = (item: Item) => (item.end ? pathname === item.to || pathname === `${item.to}/` : pathname.startsWith(item.to));
  return (
    <>
      <nav aria-label="Main" className="fel-nav-inline">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className={({ isActive: active }) => `fel-nav-link${active ? ' fel-nav-link-active' : ''}`}>
            {item.label}
            {badge(item)}
          </NavLink>
        ))}
      </nav>
      <div className="fel-nav-compact">
        <PopoverNext
          placement="bottom-start"
          content={
            <Menu aria-label="Main">
              {items.map((item) => (
                <MenuItem key={item.to} text={item.label} labelElement={badge(item)} active={isActive(item)} onClick={() => navigate(item.to)} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" icon="menu" aria-label="Menu" />
        </PopoverNext>
      </div>
    </>
  );
}
