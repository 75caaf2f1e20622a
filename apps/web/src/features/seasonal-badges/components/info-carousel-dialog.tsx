import { seasonalBadgesMessages as t } from '@fhp/domain';
import { Button, Group, Modal, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

/** The info dialog: the 5 steps of a seasonal badge as slides with Previous / Next and dots. */
export function InfoCarouselDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const slides = t.info.slides;
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  return (
    <Modal opened={opened} onClose={onClose} title={t.info.title} centered>
      <Stack
        gap="md"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(index + 1);
          if (e.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <Paper
          withBorder
          radius="lg"
          p="lg"
          mih={150}
          role="group"
          aria-roledescription="slide"
          aria-label={t.slideOf(index + 1, slides.length)}
        >
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon size={40} radius="xl" variant="light">
              {index + 1}
            </ThemeIcon>
            <Text aria-live="polite">{slides[index]}</Text>
          </Stack>
        </Paper>
        <Group justify="center" gap={6}>
          {slides.map((slide, i) => (
            <UnstyledButton
              key={slide}
              onClick={() => setIndex(i)}
              aria-label={t.slideOf(i + 1, slides.length)}
              aria-current={i === index ? 'step' : undefined}
              style={{
                width: 12,
                height: 12,
                borderRadius: 999,
                background:
                  i === index
                    ? 'var(--mantine-primary-color-filled)'
                    : 'var(--mantine-color-gray-4)',
              }}
            />
          ))}
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={() => go(index - 1)}>
            {t.previousSlide}
          </Button>
          <Button onClick={() => go(index + 1)}>{t.nextSlide}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
