/**
 * Min/max-per-pixel-column decimation for line charts.
 *
 * A line drawn through 10,080 points on an 800 px wide plot puts a dozen points in every pixel
 * column; the browser strokes them all and the eye sees one vertical smear per column. Keeping only
 * the lowest and the highest point of each column draws the same picture (every spike and dip
 * survives) with at most two points per column.
 *
 * The output never has more than `2 × columns` points and always starts with the first input point
 * and ends with the last, so the line spans the full time range. To keep both promises at once the
 * two endpoints get their own slots and the points between them are bucketed into `columns − 1`
 * equal columns (each `columns / (columns − 1)` pixels wide: 1.001 px on an 800 px plot).
 */

export interface DecimateOptions<T> {
  /** The horizontal position (for a time series: the timestamp). Input must be sorted by it. */
  x: (point: T) => number;
  /** The value whose per-column minimum and maximum are kept. Non-finite values are dropped. */
  y: (point: T) => number;
  /** Number of pixel columns of the plot (its width in CSS pixels). */
  columns: number;
}

/**
 * The column an interior point falls in, given the x of the first and last points.
 * Exported so tests (and tooltips) agree with the decimation on column boundaries.
 */
export function decimationColumn(
  x: number,
  xFirst: number,
  xLast: number,
  columns: number,
): number {
  const buckets = Math.max(1, columns - 1);
  const span = xLast - xFirst;
  if (span <= 0) return 0;
  const column = Math.floor(((x - xFirst) / span) * buckets);
  return Math.min(buckets - 1, Math.max(0, column));
}

/**
 * Keep each pixel column's minimum and maximum point (in their original order) plus both endpoints.
 * Returns the input unchanged (same array) when it already fits, so memoised callers stay cheap.
 */
export function decimateMinMax<T>(data: readonly T[], options: DecimateOptions<T>): readonly T[] {
  const { x, y } = options;
  const columns = Math.floor(options.columns);
  if (columns < 1) return [];
  // Non-finite samples (gaps) are skipped; the endpoints are the first and last finite ones.
  let firstIndex = 0;
  while (firstIndex < data.length && !Number.isFinite(y(data[firstIndex] as T))) firstIndex += 1;
  let lastIndex = data.length - 1;
  while (lastIndex > firstIndex && !Number.isFinite(y(data[lastIndex] as T))) lastIndex -= 1;
  if (firstIndex >= data.length) return [];
  if (lastIndex - firstIndex + 1 <= 2 * columns) {
    const slice = data.slice(firstIndex, lastIndex + 1);
    const finite = slice.filter((point) => Number.isFinite(y(point)));
    // The same array when nothing was dropped, so memoised callers stay cheap.
    return finite.length === data.length ? data : finite;
  }
  const first = data[firstIndex] as T;
  const last = data[lastIndex] as T;
  // One column has room for the endpoints only; the extremes need at least two.
  if (columns === 1) return [first, last];

  const xFirst = x(first);
  const xLast = x(last);
  const buckets = columns - 1;
  const scale = xLast > xFirst ? buckets / (xLast - xFirst) : 0;
  const result: T[] = [first];

  let currentColumn = -1;
  let minPoint = first;
  let maxPoint = first;
  let minValue = 0;
  let maxValue = 0;
  let minIndex = 0;
  let maxIndex = 0;
  const flush = () => {
    if (currentColumn < 0) return;
    if (minIndex === maxIndex) result.push(minPoint);
    else if (minIndex < maxIndex) result.push(minPoint, maxPoint);
    else result.push(maxPoint, minPoint);
  };

  for (let index = firstIndex + 1; index < lastIndex; index += 1) {
    const point = data[index] as T;
    const value = y(point);
    if (!Number.isFinite(value)) continue;
    // Inline of decimationColumn (this loop runs for every sample).
    let column = Math.floor((x(point) - xFirst) * scale);
    if (column > buckets - 1) column = buckets - 1;
    else if (column < 0) column = 0;
    if (column !== currentColumn) {
      flush();
      currentColumn = column;
      minPoint = maxPoint = point;
      minValue = maxValue = value;
      minIndex = maxIndex = index;
    } else {
      // Strict comparisons keep the earliest of equal extremes, so flat lines stay stable.
      if (value < minValue) {
        minPoint = point;
        minValue = value;
        minIndex = index;
      }
      if (value > maxValue) {
        maxPoint = point;
        maxValue = value;
        maxIndex = index;
      }
    }
  }
  flush();
  result.push(last);
  return result;
}
