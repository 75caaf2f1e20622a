import { verificationMessages as t } from '@fhp/domain';
import { Box, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import classes from './page-qr-code.module.css';

/**
 * The QR code of the page's own address, for printing beside the badge.
 * TODO(qr): no QR encoder is installed yet; until one is added (e.g. `qrcode.react`'s
 * `<QRCodeSVG value={url} />`), this shows the address itself in the code's place.
 */
export function PageQrCode({ url }: { url: string }) {
  return (
    <Stack gap={6} align="center" className={classes.root}>
      <Box className={classes.code} role="img" aria-label={t.qrAlt}>
        <IconQrcode size={72} stroke={1.2} aria-hidden />
      </Box>
      <Text size="xs" c="dimmed" ta="center" className={classes.url}>
        {url}
      </Text>
    </Stack>
  );
}
