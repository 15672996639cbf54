/**
 * Marks a box that scrolls sideways with `data-more-before` while some of its content is hidden past
 * its start edge and `data-more-after` past its end edge, so its CSS can fade that edge: a row of
 * tabs cut by a narrow screen otherwise looks like all there is. Attributes, not React state: the
 * marks follow every scroll and resize without a render. Answers the function that stops watching.
 */
export function watchScrollEdges(box: HTMLElement): () => void {
  const update = () => {
    // scrollLeft counts down from 0 in a right-to-left box: its distance from the start is the same.
    const fromStart = Math.abs(box.scrollLeft);
    const hidden = box.scrollWidth - box.clientWidth;
    // A pixel of slack: zoomed pages scroll in fractions that never quite reach the end.
    box.toggleAttribute('data-more-before', fromStart > 1);
    box.toggleAttribute('data-more-after', hidden - fromStart > 1);
  };
  update();
  box.addEventListener('scroll', update, { passive: true });
  // The box's own size (the window) and its items' (a font arriving, a label changing).
  const resizes = new ResizeObserver(update);
  resizes.observe(box);
  for (const item of box.children) resizes.observe(item);
  return () => {
    box.removeEventListener('scroll', update);
    resizes.disconnect();
    box.removeAttribute('data-more-before');
    box.removeAttribute('data-more-after');
  };
}
