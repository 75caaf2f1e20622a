import { verificationMessages as t } from '@fhp/domain';
import { Box, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import classes from './page-qr-code.module.css';

/** The QR code of the page's own address, for printing beside the badge. */
export function PageQrCode({ url }: { url: string }) {
  return (
    <Stack gap={6} align="center" className={classes.root}>
      <Box className={classes.code}>
        <QRCodeSVG
          value={url}
          size={128}
          marginSize={1}
          title={t.qrAlt}
          role="img"
          aria-label={t.qrAlt}
          data-testid="page-qr-code"
        />
      </Box>
      <Text size="xs" c="dimmed" ta="center" className={classes.url}>
        {url}
      </Text>
    </Stack>
  );
}
