/**
 * The link that follows every "neem contact op met de gemeente" (issue 26): to the municipality's contact
 * details on *Contact en hulp* (features/help), a public screen, so it works logged in or not. Where leaving
 * the screen would lose something (the payment dialog), it opens in a new tab and says so.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { currentTenant, tenantBase } from '../lib/tenant';

export function ContactLink({ newTab = false }: { newTab?: boolean }) {
  const { t } = useTranslation();
  if (newTab) {
    return (
      <a
        href={`${tenantBase(currentTenant())}${paths.contactAndHelp}`}
        target="_blank"
        rel="noopener noreferrer"
        className="utrecht-link"
      >
        {t('help.contact_link_new_tab')}
      </a>
    );
  }
  return (
    <Link to={paths.contactAndHelp} className="utrecht-link">
      {t('help.contact_link')}
    </Link>
  );
}
