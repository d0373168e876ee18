/**
 * Who moves a chart's cursor: a finger or a mouse. A tap puts the cursor on the tapped period
 * and it stays there until another tap on the plot moves it or a tap outside the chart hides
 * it. Browsers follow a tap with mouse events made for pages that know only the mouse, and a
 * device with both a touch screen and a mouse sends the plot a mouseleave right after them,
 * as the hover goes back to where the mouse is: while a finger owns the cursor, none of those
 * reach uPlot. A mouse takes the cursor back by moving; it never makes a pointer event of the
 * kind 'mouse' on behalf of a tap. A finger dragging on the plot scrolls the page (the
 * browser cancels the pointer) and leaves the cursor where it was.
 */
import type uPlot from 'uplot';

export type CursorOwner = 'mouse' | 'touch';

export interface PointerFacts {
  type: 'pointerdown' | 'pointerup' | 'pointermove';
  /** 'mouse', 'touch' or 'pen', as the pointer event says. */
  pointerType: string;
  /** The pointer is over the plot, where the cursor can be. */
  onPlot: boolean;
  /** The event's target is in the chart (its plot, axes or legend). */
  inChart: boolean;
}

export interface PointerStep {
  owner: CursorOwner;
  /** Put the cursor at the pointer, hide it, or leave it to uPlot's own mouse handling. */
  cursor: 'place' | 'hide' | 'keep';
}

/** A pen hovers, so it moves the cursor as a mouse does. */
const ownerOf = (pointerType: string): CursorOwner => (pointerType === 'touch' ? 'touch' : 'mouse');

/** What one pointer event does to the cursor, given who owned it before. */
export function pointerStep(owner: CursorOwner, facts: PointerFacts): PointerStep {
  const next = ownerOf(facts.pointerType);
  if (facts.type === 'pointerdown' && !facts.inChart) return { owner: next, cursor: 'hide' };
  if (next === 'touch') return { owner: next, cursor: facts.type === 'pointerup' && facts.onPlot ? 'place' : 'keep' };
  // A mouse coming back away from the plot: uPlot saw no mouseleave for a cursor a finger put there.
  return { owner: next, cursor: owner === 'touch' && !facts.onPlot ? 'hide' : 'keep' };
}

/** uPlot's mouse events that move, lock or hide the cursor, or zoom. */
const MOUSE_EVENTS = ['mousedown', 'mouseup', 'mousemove', 'mouseleave', 'dblclick'] as const;
const POINTER_EVENTS = ['pointerdown', 'pointerup', 'pointermove'] as const;

/** The plugin: install it on every chart whose cursor a finger may move. */
export function touchCursor(): uPlot.Plugin {
  let owner: CursorOwner = 'mouse';
  const listeners: Array<[EventTarget, string, (event: Event) => void, boolean]> = [];
  return {
    hooks: {
      init: (plot) => {
        const onPointer = (event: Event) => {
          const pointer = event as PointerEvent;
          // Moves of the pointer that already owns the cursor change nothing: no layout read for each.
          if (pointer.type === 'pointermove' && ownerOf(pointer.pointerType) === owner) return;
          const area = plot.over.getBoundingClientRect();
          const left = pointer.clientX - area.left;
          const top = pointer.clientY - area.top;
          const step = pointerStep(owner, {
            type: pointer.type as PointerFacts['type'],
            pointerType: pointer.pointerType,
            onPlot: left >= 0 && top >= 0 && left <= area.width && top <= area.height,
            inChart: plot.root.contains(pointer.target as Node),
          });
          owner = step.owner;
          if (step.cursor === 'place') plot.setCursor({ left, top });
          if (step.cursor === 'hide' && plot.cursor.idx != null) plot.setCursor({ left: -10, top: -10 });
        };
        // Caught on the way down to the plot, before uPlot's own listeners on it.
        const holdWhileTouched = (event: Event) => {
          if (owner === 'touch') event.stopPropagation();
        };
        for (const type of POINTER_EVENTS) listeners.push([document, type, onPointer, false]);
        for (const type of MOUSE_EVENTS) listeners.push([plot.root, type, holdWhileTouched, true]);
        for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener, capture);
      },
      destroy: () => {
        for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener, capture);
      },
    },
  };
}
