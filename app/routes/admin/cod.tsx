import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { MessageKey } from "@domain/i18n/keys";
import * as orders from "@domain/orders/endpoints";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi } from "./console.server";
import { consoleMeta } from "./meta";

const BAND_LABELS: Record<"low" | "medium" | "high" | "none", MessageKey> = { low: "Low", medium: "Medium", high: "High", none: "Not scored" };
/** The pincodes a chart shows: those that sent the most back. */
const PINCODES_SHOWN = 15;

/**
 * /admin/cod (owner; docs/product.md#the-measures): how many cash orders came back, by pincode, city,
 * risk band and week, each a bar chart drawn on the server (no script) with its table beside, and what
 * became of the cash orders scored when placed: confirmed, converted to prepaid, cancelled.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await openConsolePage(request, "cod");
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(orders.getCashOrderMeasures));
  return json({ ...data, byPincode: data.byPincode.slice(0, PINCODES_SHOWN), messages: await pageMessages(request, "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Cash on delivery"));

type Row = { key: string; label: string; ended: number; returned: number; rate: number };

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** A horizontal bar per row, its length the rate returned to origin (the longest bar at the chart's width), its words the rate. */
function RateChart({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const [labelWidth, barWidth, rowHeight] = [110, 240, 22];
  const top = Math.max(...rows.map((r) => r.rate), 0.01);
  return (
    <svg
      className="chart"
      role="img"
      aria-labelledby={`${id}-svg`}
      viewBox={`0 0 ${labelWidth + barWidth + 60} ${rows.length * rowHeight}`}
      width={labelWidth + barWidth + 60}
      height={rows.length * rowHeight}
    >
      <title id={`${id}-svg`}>{title}</title>
      {rows.map((row, i) => (
        <g key={row.key} transform={`translate(0 ${i * rowHeight})`}>
          <text x={labelWidth - 6} y={rowHeight / 2} dominantBaseline="middle" textAnchor="end">
            {row.label}
          </text>
          <rect x={labelWidth} y={4} height={rowHeight - 8} width={Math.max(1, (row.rate / top) * barWidth)} />
          <text x={labelWidth + Math.max(1, (row.rate / top) * barWidth) + 4} y={rowHeight / 2} dominantBaseline="middle">
            {percent(row.rate)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** One measure: its heading, its chart and the table of its figures beside it. */
function Measure({ id, title, column, rows }: { id: string; title: string; column: string; rows: Row[] }) {
  const t = useT();
  return (
    <section className="measure" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="chart-and-table">
        <RateChart id={id} title={title} rows={rows} />
        <table aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{t("Ended")}</th>
              <th scope="col">{t("Returned to origin")}</th>
              <th scope="col">{t("Rate")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.ended}</td>
                <td>{row.returned}</td>
                <td>{percent(row.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function ConsoleCod() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const ended = data.byCity.reduce((n, r) => n + r.ended, 0);
  const shares = [
    { key: "confirmed", label: t("Confirmed"), count: data.scored.confirmed },
    { key: "converted", label: t("Converted to prepaid"), count: data.scored.converted },
    { key: "cancelled", label: t("Cancelled"), count: data.scored.cancelled },
  ];
  return (
    <section aria-labelledby="cod-title">
      <h1 id="cod-title">{t("Cash on delivery")}</h1>
      <p>
        <Link to="/admin/cod/settings">{t("Cash on delivery settings")}</Link>
      </p>
      <p>{t("Cash orders placed in the last {days} days: the share returned to origin of those whose delivery ended.", { days: data.days })}</p>
      {ended === 0 ? (
        <p className="card">{t("No cash order placed in the last {days} days has ended its delivery yet.", { days: data.days })}</p>
      ) : (
        <>
          <Measure
            id="by-pincode"
            title={t("Returned to origin by pincode")}
            column={t("Pincode")}
            rows={data.byPincode.map((r) => ({ key: r.pincode, label: r.pincode, ...r }))}
          />
          <Measure
            id="by-city"
            title={t("Returned to origin by city")}
            column={t("City")}
            rows={data.byCity.map((r) => ({ key: r.city, label: t.text(r.city), ...r }))}
          />
          <Measure
            id="by-band"
            title={t("Returned to origin by risk band")}
            column={t("Band")}
            rows={data.byBand.map((r) => ({ key: r.band, label: t(BAND_LABELS[r.band]), ...r }))}
          />
          <Measure
            id="by-week"
            title={t("Returned to origin by week placed")}
            column={t("Week of")}
            rows={data.byWeek.map((r) => ({ key: r.week, label: t.date(r.week), ...r }))}
          />
        </>
      )}
      <section className="measure" aria-labelledby="scored-title">
        <h2 id="scored-title">{t("Scored cash orders")}</h2>
        {data.scored.orders === 0 ? (
          <p className="card">{t("No cash order has been scored in the last {days} days yet.", { days: data.days })}</p>
        ) : (
          <div className="chart-and-table">
            <RateChart
              id="scored"
              title={t("Scored cash orders")}
              rows={shares.map((s) => ({ key: s.key, label: s.label, ended: data.scored.orders, returned: s.count, rate: s.count / data.scored.orders }))}
            />
            <table aria-labelledby="scored-title">
              <thead>
                <tr>
                  <th scope="col">{t("What became of them")}</th>
                  <th scope="col">{t("Orders")}</th>
                  <th scope="col">{t("Share")}</th>
                </tr>
              </thead>
              <tbody>
                {shares.map((s) => (
                  <tr key={s.key}>
                    <th scope="row">{s.label}</th>
                    <td>{t("{count} of {orders}", { count: s.count, orders: data.scored.orders })}</td>
                    <td>{percent(s.count / data.scored.orders)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
