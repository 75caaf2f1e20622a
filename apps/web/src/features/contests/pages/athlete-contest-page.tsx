import { athleteRouteTitle, contestPageTexts as t } from '@fhp/domain';
import { Button, Group, Image, Modal, Stack, Tabs } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { useSiteLink } from '../../../lib/use-site-settings';
import { ExternalButton } from '../../../ui/external-link';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { BrandAmbassadorTab } from '../components/brand-ambassador-tab';
import { SportContestTab } from '../components/sport-contest-tab';

/** Great Video Info: the operators' image (a site setting) in a modal. */
function GreatVideoInfo() {
  const [opened, { open, close }] = useDisclosure(false);
  const image = useSiteLink('greatVideoInfoImage');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button variant="light" leftSection={<IconPhoto size={18} aria-hidden />} onClick={open}>
        {t.greatVideoInfo}
      </Button>
      <Modal opened={opened} onClose={close} title={t.greatVideoInfo} size="lg" fullScreen={phone}>
        <Image src={image} alt={t.greatVideoInfoAlt} radius="md" fit="contain" />
      </Modal>
    </>
  );
}

/**
 * /admin/athlete-contest: SPORT CONTEST and BRAND AMBASSADOR CONTEST, with Great Video Info and
 * the Contest Rules document (both site settings the operators change).
 */
export default function AthleteContestPage() {
  usePageTitle(athleteRouteTitle('/admin/athlete-contest'));
  const rules = useSiteLink('contestRulesDocument');
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t.title} intro={t.intro} maw={640} />
        <Group gap="sm">
          <GreatVideoInfo />
          <ExternalButton
            href={rules}
            siteLink="contestRulesDocument"
            variant="default"
            leftSection={<IconFileText size={18} aria-hidden />}
          >
            {t.contestRules}
          </ExternalButton>
        </Group>
      </Group>
      <Tabs defaultValue="sport" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="sport">{t.sportTab}</Tabs.Tab>
          <Tabs.Tab value="brand">{t.brandTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sport" pt="md">
          <SportContestTab />
        </Tabs.Panel>
        <Tabs.Panel value="brand" pt="md">
          <BrandAmbassadorTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
