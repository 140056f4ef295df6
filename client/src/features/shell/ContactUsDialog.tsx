import { Button, Classes, Dialog } from '@blueprintjs/core';
import { useAppInfo } from './app-info';
import { useHelp } from './help/help-context';

/** The Contact Us popup: the configured support email and contact page. */
export function ContactUsDialog() {
  const help = useHelp();
  const appInfo = useAppInfo();
  return (
    <Dialog isOpen={help.contactOpen} onClose={help.closeContact} title="Contact Us" icon="envelope" className="fel-contact-dialog">
      <div className={Classes.DIALOG_BODY}>
        <p>Questions, problems or ideas? Write to us, or use the contact page.</p>
        {appInfo ? (
          <dl className="fel-contact-list">
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${appInfo.supportEmail}`}>{appInfo.supportEmail}</a>
            </dd>
            <dt>Contact page</dt>
            <dd>
              <a href={appInfo.contactUrl} target="_blank" rel="noreferrer">
                {appInfo.contactUrl}
              </a>
            </dd>
          </dl>
        ) : (
          <p>Loading…</p>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Close" onClick={help.closeContact} />
        </div>
      </div>
    </Dialog>
  );
}
