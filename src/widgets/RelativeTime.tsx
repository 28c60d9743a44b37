import { HoverTooltip } from './HoverTooltip';
import { useRelativeTime } from './useFormat';

/**
 * A contract date-time (`YYYY-MM-DD HH:mm:ss`) as relative time, the exact time in a tooltip
 * and in the <time> element; `absolute` shows the exact time first (detail views).
 */
export function RelativeTime({ value, absolute = false }: { value: string; absolute?: boolean }) {
  const relative = useRelativeTime()(value);
  if (!relative) return <span>{value}</span>;
  const dateTime = value.trim().replace(' ', 'T');
  return (
    <HoverTooltip title={absolute ? relative : value} describeChild>
      <time dateTime={dateTime}>
        {absolute ? value : relative}
      </time>
    </HoverTooltip>
  );
}
