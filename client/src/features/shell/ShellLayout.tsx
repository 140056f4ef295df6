import '../../ui/blueprint-late';
import { Outlet } from 'react-router';
import { useViewer } from '../../auth/session';
import { ContactUsDialog } from './ContactUsDialog';
import { Footer } from './Footer';
import { HelpProvider } from './help/help-context';
import { LazyHelpDrawer } from './help/LazyHelpDrawer';
import { LicenceExpiryBanner } from './LicenceExpiryBanner';
import { MaintenanceBanner } from './MaintenanceBanner';
import { OfflineBanner } from './OfflineBanner';
import { AnswerQueueProvider } from '../projects/autosave/AnswerQueueProvider';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TopBar } from './TopBar';
import './shell.css';

/**
 * The signed-in frame around every /dashboard screen: top bar, banners, the screen in <main>, footer,
 * help drawer, Contact Us and the keyboard shortcut overlay, and the signed-in user's queue of unsaved answers (kept across reloads).
 * Screens render inside <main>, so they use <section>/<div>, not <main>.
 */
export function ShellLayout() {
  const viewer = useViewer();
  return (
    <AnswerQueueProvider userKey={viewer.user.key} organizationKey={viewer.activeOrganization.key}>
      <HelpProvider>
        <div className="fel-shell">
          <a href="#main-content" className="fel-skip-link">
            Skip to content
          </a>
          <TopBar viewer={viewer} />
          <div className="fel-banners">
            <OfflineBanner />
            <MaintenanceBanner />
            <LicenceExpiryBanner organization={viewer.organization} />
          </div>
          <main id="main-content" className="fel-shell-main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
        <LazyHelpDrawer />
        <ContactUsDialog />
        <ShortcutsDialog />
      </HelpProvider>
    </AnswerQueueProvider>
  );
}
