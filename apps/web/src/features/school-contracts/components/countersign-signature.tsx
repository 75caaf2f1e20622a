import {
  DRAWN_SIGNATURE_PREFIX,
  schoolContractDocumentsTexts,
  type TCountersignature,
  TYPED_SIGNATURE_MAX_LENGTH,
} from '@fhp/domain';
import {
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import classes from './countersign-signature.module.css';

const t = schoolContractDocumentsTexts.signature;

/** The pad's drawing size in canvas pixels (it is scaled to the box's width on screen). */
const PAD = { width: 600, height: 200 } as const;

/**
 * The operator's signature for a countersignature: drawn on a pad (mouse, finger or pen; sent
 * as a PNG data URL, re-encoded by the server) or typed (the name, set in an italic face).
 * Self-contained: its own pad, no shared signature component (the officer's page has its own).
 * `onChange` gets null while there is nothing to send.
 */
export function CountersignSignature({
  onChange,
  error,
}: {
  onChange: (signature: TCountersignature | null) => void;
  error?: string | null;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const labelId = useId();

  useEffect(() => {
    if (mode === 'draw') onChange(drawn ? { kind: 'drawn', value: drawn } : null);
    else onChange(typed.trim() ? { kind: 'typed', value: typed.trim() } : null);
  }, [mode, drawn, typed, onChange]);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * PAD.width,
      y: ((event.clientY - box.top) / box.height) * PAD.height,
    };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return null;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1a237e';
    return ctx;
  };
  const finish = useCallback(() => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    const data = canvas.current?.toDataURL('image/png');
    if (data?.startsWith(DRAWN_SIGNATURE_PREFIX)) setDrawn(data);
  }, []);
  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    ctx?.clearRect(0, 0, PAD.width, PAD.height);
    setDrawn(null);
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as 'draw' | 'type')}
        data={[
          { value: 'draw', label: t.drawTab },
          { value: 'type', label: t.typeTab },
        ]}
        aria-label={t.preview}
      />
      {mode === 'draw' ? (
        <Input.Wrapper
          id={labelId}
          label={t.drawLabel}
          description={t.drawHint}
          error={error ?? undefined}
        >
          <Paper withBorder radius="sm" className={classes.pad}>
            <canvas
              ref={canvas}
              width={PAD.width}
              height={PAD.height}
              className={classes.canvas}
              role="img"
              aria-labelledby={`${labelId}-label`}
              data-testid="signature-pad"
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                drawing.current = true;
                const p = point(event);
                last.current = p;
                const ctx = context();
                ctx?.beginPath();
                ctx?.arc(p.x, p.y, 2, 0, Math.PI * 2);
                ctx?.fill();
              }}
              onPointerMove={(event) => {
                if (!drawing.current || !last.current) return;
                const p = point(event);
                const ctx = context();
                if (!ctx) return;
                ctx.beginPath();
                ctx.moveTo(last.current.x, last.current.y);
                ctx.lineTo(p.x, p.y);
                ctx.stroke();
                last.current = p;
              }}
              onPointerUp={finish}
              onPointerCancel={finish}
              onPointerLeave={finish}
            />
          </Paper>
          <Group justify="flex-end" mt={4}>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconEraser size={14} aria-hidden />}
              onClick={clear}
              disabled={!drawn}
            >
              {t.clear}
            </Button>
          </Group>
        </Input.Wrapper>
      ) : (
        <Stack gap={6}>
          <TextInput
            label={t.typeLabel}
            placeholder={t.typePlaceholder}
            value={typed}
            maxLength={TYPED_SIGNATURE_MAX_LENGTH}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error ?? undefined}
            data-autofocus
          />
          <Paper withBorder radius="sm" p="sm" className={classes.preview} aria-hidden>
            <Text className={classes.typed}>{typed.trim() || t.typePlaceholder}</Text>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
