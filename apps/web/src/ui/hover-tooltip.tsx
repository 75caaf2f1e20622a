import { Tooltip } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
};

/**
 * A Mantine tooltip for the mouse, made when the pointer first comes over its target. A Mantine
 * `Tooltip` runs Floating UI's positioning hooks whenever it renders, shown or not: the
 * profile's edit buttons, one tooltip each, took about a tenth of its first render on a phone,
 * where no pointer ever hovers (decision 0038). The target is rendered as given and keeps its
 * place in the tree (so it is never remounted and keeps focus); the tooltip is attached to it
 * (`target`) as a sibling. Like Mantine's default, it opens on a mouse's hover only, after
 * `openDelay`, and closes when the pointer leaves; the target names itself (an `aria-label`).
 * A mouse already over the target when React took the page over (a page the server drew,
 * hydrated on that mouse's first move) never enters it: its next move over it counts as entering.
 */
export function HoverTooltip({
  label,
  openDelay = 0,
  children,
}: {
  label: ReactNode;
  openDelay?: number;
  children: ReactElement<TargetProps>;
}) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const [made, setMade] = useState(false);
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hovering = useRef(false);

  const hover = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse' || hovering.current) return;
    hovering.current = true;
    setMade(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpened(true), openDelay);
  };
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    children.props.onPointerEnter?.(event);
    hover(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    children.props.onPointerMove?.(event);
    hover(event);
  };
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    children.props.onPointerLeave?.(event);
    hovering.current = false;
    clearTimeout(timer.current);
    setOpened(false);
  };

  return (
    <>
      {cloneElement(children, { ref, onPointerEnter, onPointerMove, onPointerLeave })}
      {made && <Tooltip label={label} target={target} opened={opened} />}
    </>
  );
}
