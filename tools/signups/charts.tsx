// The report's two charts as inline SVG drawn by hand (no script, no chart library: decisions.md, issue 47, says why
// not Observable Plot): sign-ups per day, and visitors and the conversion per landing page or source.
import * as React from "react";
import { conversionRate, conversionText, TOO_FEW } from "../../supabase/functions/_shared/conversion";
import { MAX_LINES, type FunnelLine } from "./funnel";
import type { Count } from "./report-summary";

export const COLOURS = { waitlist: "#4f46e5", contact: "#f59e0b" };
const FUNNEL_COLOURS = { visitors: "#a5b4fc", rate: "#4f46e5" };

/** Stacked bars per day (waitlist below, contact above). */
export function DayChart({ days }: { days: Count[] }) {
  const width = 720;
  const height = 240;
  const pad = { left: 40, right: 10, top: 10, bottom: 40 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = Math.max(1, ...days.map((d) => d.total));
  const step = days.length ? plotW / days.length : plotW;
  const barW = Math.max(1, step * 0.8);
  const y = (n: number) => (n / max) * plotH;
  const base = pad.top + plotH;
  // About eight date labels whatever the number of days.
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label="Sign-ups per day: waitlist and contact"
    >
      <g fontSize="11" fill="#374151">
        <line x1={pad.left} y1={base} x2={width - pad.right} y2={base} stroke="#9ca3af" />
        <text x={pad.left - 6} y={pad.top + 4} textAnchor="end">
          {max}
        </text>
        <text x={pad.left - 6} y={base} textAnchor="end">
          0
        </text>
        {days.map((d, i) =>
          i % every === 0 ? (
            <text
              key={d.label}
              x={(pad.left + i * step + step / 2).toFixed(1)}
              y={height - pad.bottom + 16}
              textAnchor="middle"
            >
              {d.label.slice(5)}
            </text>
          ) : null,
        )}
      </g>
      {days.map((d, i) => {
        const x = (pad.left + i * step + (step - barW) / 2).toFixed(1);
        const w = barW.toFixed(1);
        return (
          <g key={d.label}>
            <title>{`${d.label}: ${d.waitlist} waitlist, ${d.contact} contact`}</title>
            <rect
              className="bar"
              x={x}
              y={(base - y(d.waitlist)).toFixed(1)}
              width={w}
              height={y(d.waitlist).toFixed(1)}
              fill={COLOURS.waitlist}
            />
            <rect
              className="bar"
              x={x}
              y={(base - y(d.total)).toFixed(1)}
              width={w}
              height={y(d.contact).toFixed(1)}
              fill={COLOURS.contact}
            />
          </g>
        );
      })}
    </svg>
  );
}

/** A label cut to 32 characters. */
const cut = (s: string) => (s.length > 32 ? `${s.slice(0, 31)}…` : s);

/**
 * Two bars a line: visitors, and the conversion rate beside it with its counts. A line with too few visitors gets no
 * rate bar, only the words.
 */
export function FunnelChart({ title, lines, min }: { title: string; lines: FunnelLine[]; min: number }) {
  const shown = lines.slice(0, MAX_LINES);
  const rowH = 22;
  const top = 24;
  const label = 220;
  const barMax = 180;
  const rateX = label + barMax + 70;
  const width = 900;
  const height = top + Math.max(1, shown.length) * rowH + 8;
  const maxVisitors = Math.max(1, ...shown.map((l) => l.counts.visitors));
  const rates = shown.map((l) => conversionRate(l.counts.waitlist_stored, l.counts.visitors, min));
  const maxRate = Math.max(0.0001, ...rates.map((r) => r ?? 0));
  const rows = shown.map((l, i) => {
    const y = top + i * rowH;
    const w = (l.counts.visitors / maxVisitors) * barMax;
    const rate = rates[i];
    const rw = rate === null ? 0 : Math.max(rate > 0 ? 1 : 0, (rate / maxRate) * barMax);
    const words =
      rate === null
        ? `${TOO_FEW} (${l.counts.waitlist_stored} of ${l.counts.visitors})`
        : conversionText(l.counts.waitlist_stored, l.counts.visitors, min);
    return (
      <g key={l.label}>
        <title>{`${l.label}: ${l.counts.visitors} visitors, ${words}`}</title>
        <text x={label - 8} y={y + 15} textAnchor="end">
          {cut(l.label)}
        </text>
        <rect
          className="visitors"
          x={label}
          y={y + 4}
          width={w.toFixed(1)}
          height="14"
          fill={FUNNEL_COLOURS.visitors}
        />
        <text x={(label + w + 4).toFixed(1)} y={y + 15}>
          {l.counts.visitors}
        </text>
        <rect className="rate" x={rateX} y={y + 4} width={rw.toFixed(1)} height="14" fill={FUNNEL_COLOURS.rate} />
        <text x={(rateX + rw + 4).toFixed(1)} y={y + 15} fill={rate === null ? "#6b7280" : undefined}>
          {words}
        </text>
      </g>
    );
  });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={title}
    >
      <g fontSize="12" fill="#374151">
        <text x={label} y="14" fontWeight="600">
          visitors
        </text>
        <text x={rateX} y="14" fontWeight="600">
          conversion (stored / visitors)
        </text>
        {shown.length ? (
          rows
        ) : (
          <text x={label} y={top + 15}>
            no visits in the period
          </text>
        )}
      </g>
    </svg>
  );
}
