import { useQuery } from '@apollo/client/react';
import { DEFAULT_COPYRIGHT_YEAR, PRODUCT_NAME } from '../../../../common/product';
import { graphql } from '../../gql';
import { useAppInfo } from './app-info';

const FooterDocument = graphql(`
  query ShellFooter {
    siteSettings {
      year
    }
  }
`);

/** Copyright with the year from site settings (2023 until they load), the configured links, the version. */
export function Footer() {
  const { data } = useQuery(FooterDocument);
  const appInfo = useAppInfo();
  const year = data?.siteSettings.year ?? DEFAULT_COPYRIGHT_YEAR;
  return (
    <footer className="fel-footer">
      <span data-testid="footer-copyright">
        © {year} {PRODUCT_NAME}
      </span>
      {appInfo && (
        <nav aria-label="Legal and support" className="fel-footer-links">
          <a href={appInfo.privacyUrl} target="_blank" rel="noreferrer">
            Privacy
          </a>
          <a href={appInfo.termsUrl} target="_blank" rel="noreferrer">
            Terms
          </a>
          <a href={appInfo.supportUrl} target="_blank" rel="noreferrer">
            Support
          </a>
          <a href={appInfo.contactUrl} target="_blank" rel="noreferrer">
            Contact
          </a>
        </nav>
      )}
      {appInfo && <span data-testid="footer-version">Version {appInfo.version}</span>}
    </footer>
  );
}
