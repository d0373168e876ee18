/**
 * Closes an open popup (a menu, a panel) on Escape and on a pointer press outside its container,
 * as people expect of one. `onEscape` runs for Escape only, e.g. to give the focus back.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: () => void,
  onEscape?: () => void,
): void {
  const latest = useRef({ close, onEscape });
  useEffect(() => {
    latest.current = { close, onEscape };
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) latest.current.close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current.close();
      latest.current.onEscape?.();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container]);
}
