// Intl.DateTimeFormat is costly to build (the first one on a page loads ICU data; one with a time
// zone name loads the zone names too): at 4× CPU throttling the chart's two took about a tenth of
// its first render. Built once per locale and options, and the full one only when first used.

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Axis labels: days for a span over two days, else hours and minutes. */
export function tickFormatter(locale: string, timeZone: string | undefined, span: number) {
  const format = dateTimeFormat(
    locale,
    span > 2 * 86_400_000
      ? { month: 'short', day: 'numeric', timeZone }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone },
  );
  return (date: Date) => format.format(date);
}

/** Tooltip, keyboard and table times: weekday, date, time and zone. Built on first call. */
export function fullTimeFormatter(locale: string, timeZone: string | undefined) {
  let format: Intl.DateTimeFormat | undefined;
  return (time: number) => {
    format ??= dateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    return format.format(time);
  };
}
