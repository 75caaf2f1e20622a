import { schoolContractSigningMessages as t } from '@fhp/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { type PointerEvent, useCallback, useEffect, useRef } from 'react';
import classes from './school-contract.module.css';

/** The pad's drawing size in canvas pixels: a 3:1 strip, sharp enough when printed. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;

/**
 * A signature drawn with a mouse, a finger or a pen (pointer events cover all three; the canvas
 * takes the touch gestures so the page does not scroll under the finger). Each finished stroke
 * hands the drawing up as a PNG data URL; Clear empties it. Typing the name is the keyboard's way
 * to sign (the Type choice beside it).
 */
export function SignaturePad({
  onChange,
  error,
}: {
  onChange: (dataUrl: string) => void;
  error?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);

  const context = useCallback(() => {
    const ctx = canvas.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111';
    }
    return ctx;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width ? PAD_WIDTH / rect.width : 1;
    const scaleY = rect.height ? PAD_HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A tap leaves a dot.
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
    hasInk.current = true;
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (hasInk.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const ctx = context();
    ctx?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    hasInk.current = false;
    onChange('');
  };

  // A new pad starts empty.
  useEffect(() => {
    context()?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  }, [context]);

  return (
    <div>
      <canvas
        ref={canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        className={classes.pad}
        data-error={error ? true : undefined}
        role="img"
        aria-label={t.signaturePadLabel}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <Group justify="space-between" mt={4} wrap="nowrap">
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={clear}
          className={classes.noPrint}
        >
          {t.signatureClear}
        </Button>
      </Group>
    </div>
  );
}
