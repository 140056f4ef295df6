import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { TAGLINE } from '../../../common/product';
import { Logo } from './Logo';

/** The public screens' card: 400 px wide, at least 554 px high, with logo and tagline (spec §2). */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <main className="fel-auth-page">
      <Card className="fel-auth-card" elevation={2}>
        <div className="fel-auth-brand">
          <Logo size={40} />
          <p className="fel-tagline">{TAGLINE}</p>
        </div>
        {title && <H1 className="fel-auth-title">{title}</H1>}
        {children}
      </Card>
    </main>
  );
}
