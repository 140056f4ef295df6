import { Button } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { SessionViewer } from '../../auth/session-api';
import { Logo } from '../../ui/Logo';
import { useHelp } from './help/help-context';
import { NavLinks } from './NavLinks';
import { ProfileMenu } from './ProfileMenu';
import { TopBarFrame } from './TopBarFrame';

/** The signed-in top bar: logo to the project list, the viewer's screens, help and profile. */
export function TopBar({ viewer }: { viewer: SessionViewer }) {
  const help = useHelp();
  return (
    <TopBarFrame
      brand={
        <Link to="/dashboard" className="fel-topbar-brand" aria-label="FEL Assess: project list">
          <Logo size={28} />
        </Link>
      }
      nav={<NavLinks permissions={viewer.permissions} />}
      actions={
        <>
          <Button variant="minimal" icon="help" aria-label="Help" title="Help" onClick={() => help.open()} />
          <ProfileMenu viewer={viewer} />
        </>
      }
    />
  );
}
