import { formatCents, type TDelivery, type TFanReceipt, fanPurchasesTexts as t } from '@fhp/domain';
import {
  Alert,
  Anchor,
  AspectRatio,
  Button,
  CopyButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconHourglassEmpty,
  IconRefresh,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useGoToUrl } from '../../../lib/goto-url';
import { useRenewPurchase } from '../api/fan-purchases-api';

/** The anchor My purchases links to, so "Open" lands on the item rather than the page top. */
export const DELIVERY_ANCHOR = 'your-item';

function Heading({ children }: { children: string }) {
  return (
    <Title order={2} fz="h4" id={`${DELIVERY_ANCHOR}-title`}>
      {children}
    </Title>
  );
}

/** The provider's player, built on the server from the video's id (never the athlete's link). */
function Player({ embedUrl, title }: { embedUrl: string; title: string }) {
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={embedUrl}
        title={t.videoFrameTitle(title)}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, borderRadius: 8 }}
      />
    </AspectRatio>
  );
}

function Video({
  delivery,
  title,
}: {
  delivery: Extract<TDelivery, { type: 'video' }>;
  title: string;
}) {
  return (
    <Stack gap="sm">
      <Heading>{t.videoTitle}</Heading>
      {delivery.embedUrl ? (
        <Player embedUrl={delivery.embedUrl} title={title} />
      ) : (
        <Alert color="yellow" variant="light">
          {t.videoUnplayable}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A talking badge (or a contest badge, delivered alike): the athlete's video when they chose
 * one, and the badge's images, each fetched through the purchase's checked file route.
 */
function Talking({
  delivery,
  title,
  contest,
}: {
  delivery: Extract<TDelivery, { type: 'talking' }>;
  title: string;
  contest: boolean;
}) {
  const images: { src: string | null; alt: string }[] = [
    { src: delivery.fullUrl, alt: contest ? t.contestBadgeFullAlt : t.talkingFullAlt },
    { src: delivery.introUrl, alt: contest ? t.contestBadgeIntroAlt : t.talkingIntroAlt },
  ];
  const shown = images.filter((image): image is { src: string; alt: string } => image.src !== null);
  return (
    <Stack gap="sm">
      <Heading>{contest ? t.contestBadgeTitle : t.talkingTitle}</Heading>
      <Text fw={600}>{delivery.description}</Text>
      {delivery.embedUrl && <Player embedUrl={delivery.embedUrl} title={title} />}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: shown.length }} spacing="sm">
          {shown.map((image) => (
            <Image key={image.src} src={image.src} alt={image.alt} radius="md" fit="contain" />
          ))}
        </SimpleGrid>
      )}
      {shown.length === 0 && !delivery.embedUrl && <Text c="dimmed">{t.talkingNoMedia}</Text>}
    </Stack>
  );
}

/** A memento: its picture (through the purchase's checked file route) and its short video. */
function Memento({ delivery }: { delivery: Extract<TDelivery, { type: 'memento' }> }) {
  return (
    <Stack gap="sm">
      <Heading>{t.mementoTitle}</Heading>
      <Text fw={600}>{delivery.title}</Text>
      <Text size="sm">{delivery.description}</Text>
      {delivery.embedUrl && <Player embedUrl={delivery.embedUrl} title={delivery.title} />}
      {delivery.imageUrl && (
        <Image
          src={delivery.imageUrl}
          alt={t.mementoImageAlt(delivery.title)}
          radius="md"
          maw={560}
          fit="contain"
        />
      )}
    </Stack>
  );
}

/** A printable card: its preview (the PNG itself) and both downloads. */
function Card({ delivery }: { delivery: Extract<TDelivery, { type: 'card' }> }) {
  return (
    <Stack gap="sm">
      <Heading>{t.cardTitle}</Heading>
      <Text size="sm" c="dimmed">
        {t.cardText}
      </Text>
      <Image
        src={delivery.pngUrl}
        alt={t.cardPreviewAlt}
        radius="md"
        maw={440}
        style={{ aspectRatio: '11 / 7' }}
      />
      <Group gap="sm">
        <Button
          component="a"
          href={delivery.pngUrl}
          download={delivery.pngName}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t.downloadPng}
        </Button>
        <Button
          component="a"
          href={delivery.pdfUrl}
          download={delivery.pdfName}
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t.downloadPdf}
        </Button>
      </Group>
    </Stack>
  );
}

/** An endorsement: its public page (the display others see) and the link to share it. */
function Endorsement({
  delivery,
  verifyPath,
}: {
  delivery: Extract<TDelivery, { type: 'endorsement' }>;
  verifyPath: string | null;
}) {
  return (
    <Stack gap="sm">
      <Heading>{t.endorsementTitle}</Heading>
      <Text size="sm" c="dimmed">
        {t.endorsementText}
      </Text>
      {verifyPath && (
        <Anchor component={Link} to={verifyPath} fw={700}>
          {t.endorsementOpen}
        </Anchor>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t.shareLinkLabel}
          value={delivery.shareUrl}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={delivery.shareUrl}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? t.copied : t.copyLink}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** An ended license: what happened, and the same item again at today's price. */
function Expired({ receipt }: { receipt: TFanReceipt }) {
  const renew = useRenewPurchase();
  const goTo = useGoToUrl();
  const renewal = receipt.renewal;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconHourglassEmpty size={20} aria-hidden />}
      title={t.expiredTitle}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t.expiredText(formatDate(receipt.license?.endsAt ?? receipt.createdAt))}
        </Text>
        {renewal ? (
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={renew.isPending}
            onClick={() =>
              renew.mutate(renewal.request, { onSuccess: ({ approveUrl }) => goTo(approveUrl) })
            }
          >
            {t.renew(formatCents(renewal.amountCents))}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t.renewUnavailable}
          </Text>
        )}
        {renew.isError && (
          <Text size="sm" c="red" role="alert">
            {renew.error.message || t.renewFailed}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * What the purchase delivers, on its receipt: the video plays, the talking badge shows, the
 * card downloads, the endorsement shares; an ended license offers its renewal; a refunded one
 * says it was refunded; a memento shows its picture and clip. Nothing for purchases delivered
 * elsewhere (a call, pizza money).
 */
export function DeliverySection({ receipt }: { receipt: TFanReceipt }) {
  const { delivery } = receipt;
  const ended = receipt.license !== null && !receipt.license.active;
  if (receipt.refundedAt) {
    return (
      <Alert color="red" variant="light" title={t.refundedTitle} role="status">
        <Text size="sm">{t.refundedText(formatDate(receipt.refundedAt))}</Text>
      </Alert>
    );
  }
  if (!delivery && !ended) return null;
  return (
    <section id={DELIVERY_ANCHOR} aria-labelledby={`${DELIVERY_ANCHOR}-title`}>
      {ended ? (
        <Stack gap="sm">
          <Heading>{t.deliveryTitle}</Heading>
          <Expired receipt={receipt} />
        </Stack>
      ) : delivery?.type === 'video' ? (
        <Video delivery={delivery} title={receipt.itemTitle} />
      ) : delivery?.type === 'talking' ? (
        <Talking
          delivery={delivery}
          title={receipt.itemTitle}
          contest={receipt.kind === 'contest_badge'}
        />
      ) : delivery?.type === 'memento' ? (
        <Memento delivery={delivery} />
      ) : delivery?.type === 'card' ? (
        <Card delivery={delivery} />
      ) : delivery?.type === 'endorsement' ? (
        <Endorsement delivery={delivery} verifyPath={receipt.verifyPath} />
      ) : null}
    </section>
  );
}
