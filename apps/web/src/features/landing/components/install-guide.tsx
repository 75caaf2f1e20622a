import { landingMessages as t } from '@fhp/domain';
import { Button, Group, Paper, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './install-guide.module.css';

type Platform = 'iphone' | 'android';

const STEPS: Record<Platform, readonly string[]> = {
  iphone: t.installIphoneSteps,
  android: t.installAndroidSteps,
};

/**
 * The install-app guide (spec: iPhone 4 slides, Android 4 slides) as a small stepper: a
 * platform switch, one slide at a time, Previous/Next, the step announced politely.
 * No carousel library, so the landing page stays light.
 */
export function InstallGuide() {
  const [platform, setPlatform] = useState<Platform>('iphone');
  const [step, setStep] = useState(0);
  const id = useId();
  const steps = STEPS[platform];
  const total = steps.length;

  return (
    <Paper
      p="md"
      radius="lg"
      className={classes.guide}
      ta="left"
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="xl">
            <IconDeviceMobile size={20} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700} id={`${id}-title`} component="h2" fz="md" m={0}>
              {t.installTitle}
            </Text>
            <Text size="sm">{t.installIntro}</Text>
          </Stack>
        </Group>
        <SegmentedControl
          fullWidth
          value={platform}
          onChange={(value) => {
            setPlatform(value as Platform);
            setStep(0);
          }}
          data={[
            { value: 'iphone', label: t.installIphoneTab },
            { value: 'android', label: t.installAndroidTab },
          ]}
          aria-label={t.installTitle}
        />
        <section
          className={classes.slide}
          aria-roledescription="slide"
          aria-label={t.installStep(step + 1, total)}
        >
          <span className={classes.number} aria-hidden>
            {step + 1}
          </span>
          <Stack gap={2}>
            <Text size="xs" fw={700} c="brand.8" aria-live="polite">
              {t.installStep(step + 1, total)}
            </Text>
            <Text size="sm" data-testid="install-step">
              {steps[step]}
            </Text>
          </Stack>
        </section>
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => setStep((s) => s - 1)}
            disabled={step === 0}
          >
            {t.installPrevious}
          </Button>
          <Group gap={6} aria-hidden>
            {steps.map((text, index) => (
              <span key={text} className={classes.dot} data-active={index === step || undefined} />
            ))}
          </Group>
          <Button size="xs" onClick={() => setStep((s) => s + 1)} disabled={step === total - 1}>
            {t.installNext}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
