import { Navbar, NavbarGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { TAGLINE } from '../../../../common/product';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { Logo } from '../../ui/Logo';
import './shell.css';

/** The top bar's frame: brand on the left, whatever the state allows on the right. */
export function TopBarFrame({ brand, nav, actions }: { brand: ReactNode; nav?: ReactNode; actions: ReactNode }) {
  return (
    <header className="fel-topbar">
      <Navbar className="fel-topbar-navbar">
        <NavbarGroup align="start" className="fel-topbar-start">
          {brand}
          {nav}
        </NavbarGroup>
        <NavbarGroup align="end" className="fel-topbar-end">
          {actions}
        </NavbarGroup>
      </Navbar>
    </header>
  );
}

/** Spec §2: until the user and the client are loaded, the top bar shows the tagline instead of its icons. */
export function ShellFrameLoading() {
  return (
    <div className="fel-shell">
      <TopBarFrame brand={<Logo size={28} />} actions={<span className="fel-topbar-tagline">{TAGLINE}</span>} />
      <FullPageSpinner label="Loading your account" />
    </div>
  );
}
