import {
  FAN_PATHS,
  PURCHASE_KIND_LABELS,
  type TFanReceipt,
  fanPurchasesTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconPhoneCall,
  IconPrinter,
  IconReceiptOff,
  IconShieldCheck,
} from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { Brand } from '../../../ui/brand';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanReceipt } from '../api/fan-purchases-api';
import { AthleteLink } from '../components/athlete-link';
import { DELIVERY_ANCHOR, DeliverySection } from '../components/delivery-section';
import { LicenseBadge } from '../components/license-badge';
import classes from '../components/receipt.module.css';
import { ReceiptBreakdown } from '../components/receipt-breakdown';

function BackToPurchases() {
  return (
    <Anchor
      component={Link}
      to={FAN_PATHS.purchases}
      fw={600}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t.backToPurchases}
    </Anchor>
  );
}

/** One labelled value of the receipt's details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function License({
  license,
  refundedAt,
}: {
  license: NonNullable<TFanReceipt['license']>;
  refundedAt: string | null;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <LicenseBadge license={license} refundedAt={refundedAt} />
      <Text size="sm" c="dimmed">
        {refundedAt
          ? t.licenseEndedOn(formatDate(refundedAt))
          : license.active
            ? t.licenseWeeks(license.weeks)
            : t.licenseEndedOn(formatDate(license.endsAt))}
      </Text>
    </Stack>
  );
}

function CallDetails({ call }: { call: NonNullable<TFanReceipt['call']> }) {
  return (
    <section aria-labelledby="receipt-call">
      <Group gap="xs" mb="xs">
        <IconPhoneCall size={20} aria-hidden />
        <Title order={2} fz="h4" id="receipt-call">
          {t.callTitle}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Detail label={t.callChannelLabel}>{call.channel}</Detail>
        <Detail label={t.callContactLabel}>
          <Text className={classes.reference}>{call.contact}</Text>
        </Detail>
        <Detail label={t.callMinutesLabel}>{t.callMinutes(call.minutes)}</Detail>
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs">
        {t.callHint}
      </Text>
    </section>
  );
}

function Receipt({ receipt }: { receipt: TFanReceipt }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} className={classes.paper}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Brand size={28} />
          <Stack gap={0} align="flex-end">
            <Title order={1} fz="h2">
              {t.receiptTitle}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={receipt.createdAt}>{formatDateTime(receipt.createdAt)}</time>
            </Text>
          </Stack>
        </Group>
        <Text>{t.receiptIntro}</Text>
        <DeliverySection receipt={receipt} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Detail label={t.itemLabel}>
            <Text fw={700}>{receipt.itemTitle}</Text>
            {PURCHASE_KIND_LABELS[receipt.kind] !== receipt.itemTitle && (
              <Text size="sm" c="dimmed">
                {PURCHASE_KIND_LABELS[receipt.kind]}
              </Text>
            )}
          </Detail>
          <Detail label={t.athleteLabel}>
            <AthleteLink purchase={receipt} />
          </Detail>
          <Detail label={t.dateLabel}>{formatDateTime(receipt.createdAt)}</Detail>
          <Detail label={t.paymentReferenceLabel}>
            <Text className={classes.reference}>{receipt.paymentReference}</Text>
          </Detail>
          {/* A call or a donation buys no display license: nothing to show. */}
          {receipt.license && (
            <Detail label={t.licenseLabel}>
              <License license={receipt.license} refundedAt={receipt.refundedAt} />
            </Detail>
          )}
        </SimpleGrid>
        <Divider />
        <ReceiptBreakdown receipt={receipt} />
        {receipt.call && (
          <>
            <Divider />
            <CallDetails call={receipt.call} />
          </>
        )}
        {receipt.verifyPath && (
          <>
            <Divider />
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" variant="light" color="teal">
                <IconShieldCheck size={22} aria-hidden />
              </ThemeIcon>
              <Stack gap={6} align="flex-start">
                <Title order={2} fz="h4">
                  {t.verifyTitle}
                </Title>
                <Text size="sm" c="dimmed">
                  {t.verifyText}
                </Text>
                <Anchor component={Link} to={receipt.verifyPath} fw={700}>
                  {t.verifyLink}
                </Anchor>
              </Stack>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /fan/purchases/:id: the itemised receipt of one purchase (the fan's own; another fan's is
 * the same "not found" as a missing one), printable.
 */
export default function FanReceiptPage() {
  usePageTitle(t.receiptTitle);
  const { id = '' } = useParams();
  const receipt = useFanReceipt(id);
  const { hash } = useLocation();
  const loaded = receipt.isSuccess;
  // My purchases' "Open" links to the item (#your-item): there once the receipt has drawn it.
  useEffect(() => {
    if (loaded && hash === `#${DELIVERY_ANCHOR}`) {
      document.getElementById(DELIVERY_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);

  if (receipt.isPending) return <ContentSkeleton withTitle rows={3} />;
  if (receipt.isError) {
    // 400 is an id that cannot exist (a mangled link): the same answer as a missing receipt.
    const missing =
      isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 400);
    if (missing) {
      return (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconReceiptOff size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t.notFoundTitle}
          </Title>
          <Text c="dimmed">{t.receiptNotFound}</Text>
          <Button component={Link} to={FAN_PATHS.purchases}>
            {t.backToPurchases}
          </Button>
        </Stack>
      );
    }
    return (
      <ErrorState
        title={t.receiptLoadFailed}
        message={receipt.error.message}
        onRetry={() => receipt.refetch()}
      />
    );
  }

  return (
    <Stack gap="md">
      {/* A plain box carries noPrint: a Group's own display would win over it. */}
      <div className={classes.noPrint}>
        <Group justify="space-between" maw={760} mx="auto">
          <BackToPurchases />
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t.print}
          </Button>
        </Group>
      </div>
      <Receipt receipt={receipt.data} />
    </Stack>
  );
}
