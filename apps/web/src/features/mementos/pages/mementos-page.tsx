import { athleteRouteTitle, isSitePath, mementosMessages as t } from '@fhp/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useSiteLink } from '../../../lib/use-site-settings';
import { ExternalButton } from '../../../ui/external-link';
import { IntroTips } from '../../../ui/intro-tips';
import { usePageTitle } from '../../../ui/use-page-title';

/**
 * /admin/add-mementos: the tips; Continue opens the memento creation site (a site setting) in a
 * new tab, since mementos are made there.
 */
export default function MementosPage() {
  usePageTitle(athleteRouteTitle('/admin/add-mementos'));
  const site = useSiteLink('mementoSite');
  return (
    <IntroTips
      title={t.title}
      tips={t.tips}
      actions={
        <ExternalButton
          href={site}
          siteLink="mementoSite"
          rightSection={isSitePath(site) ? undefined : <IconExternalLink size={18} aria-hidden />}
        >
          {t.continue}
        </ExternalButton>
      }
    />
  );
}
