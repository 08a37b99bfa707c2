import { PlatformIcon } from "@/client/components/platform-icon";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import type { AnalyticsBrand, AnalyticsItem, AnalyticsPlatform } from "@/domain/api/analytics";
import type { CurrencyCode } from "@/domain/money";
import { platformDisplayName } from "@/domain/platforms";
import { formatAmount, formatCount, formatDuration } from "../analytics-format";
import { TABLE_TEXT } from "../analytics-messages";
import { TableCard } from "./table-card";

/** The table joins its card: the card's border is the table's. */
const IN_CARD = "rounded-none border-x-0 border-b-0";
const NUMBER = "text-right tabular-nums";
/** Narrow cells, so the four columns fit a phone without scrolling. */
const CELL = "px-2 first:pl-4 last:pr-4 sm:px-4";

export type TopItemsTableProps = {
  title: string;
  items: AnalyticsItem[];
  currency: CurrencyCode;
  exportHref: string;
};

/** Top 10 items: rank, item, quantity, revenue. */
export function TopItemsTable({ title, items, currency, exportHref }: TopItemsTableProps) {
  return (
    <TableCard title={title} exportHref={exportHref}>
      {items.length === 0 ? (
        <p className="border-t px-6 py-8 text-center text-muted-foreground">{TABLE_TEXT.noItems}</p>
      ) : (
        <Table label={title} containerClassName={IN_CARD}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className={`${CELL} w-10 text-right`}>
                <span aria-hidden>#</span>
                <span className="sr-only">{TABLE_TEXT.rank}</span>
              </TableHead>
              <TableHead className={CELL}>{TABLE_TEXT.item}</TableHead>
              <TableHead className={`${CELL} text-right`}>{TABLE_TEXT.quantity}</TableHead>
              <TableHead className={`${CELL} text-right`}>{TABLE_TEXT.revenue}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item, index) => (
              <TableRow key={item.name}>
                <TableCell className={`${CELL} ${NUMBER} text-muted-foreground`}>
                  {index + 1}
                </TableCell>
                <TableCell className={`${CELL} font-medium`}>{item.name}</TableCell>
                <TableCell className={`${CELL} ${NUMBER}`}>{formatCount(item.quantity)}</TableCell>
                <TableCell className={`${CELL} ${NUMBER}`}>
                  {formatAmount(item.revenue, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableCard>
  );
}

export type PlatformsTableProps = {
  platforms: AnalyticsPlatform[];
  currency: CurrencyCode;
  exportHref: string;
};

/** Per platform: orders, sales, average order value, average prep time. */
export function PlatformsTable({ platforms, currency, exportHref }: PlatformsTableProps) {
  return (
    <TableCard title={TABLE_TEXT.platforms} exportHref={exportHref} className="lg:col-span-2">
      <Table label={TABLE_TEXT.platforms} containerClassName={IN_CARD} className="min-w-[36rem]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{TABLE_TEXT.platform}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.orders}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.sales}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.averageOrderValue}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.averagePrep}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {platforms.map((row) => (
            <TableRow key={row.platform}>
              <TableCell>
                <span className="flex items-center gap-3 font-medium">
                  {/* The name is written beside it: the mark is decoration here. */}
                  <span aria-hidden className="contents">
                    <PlatformIcon platform={row.platform} className="size-8 text-[0.625rem]" />
                  </span>
                  {platformDisplayName(row.platform)}
                </span>
              </TableCell>
              <TableCell className={NUMBER}>{formatCount(row.orders)}</TableCell>
              <TableCell className={NUMBER}>{formatAmount(row.sales, currency)}</TableCell>
              <TableCell className={NUMBER}>
                {row.averageOrderValue === null
                  ? "—"
                  : formatAmount(row.averageOrderValue, currency)}
              </TableCell>
              <TableCell className={NUMBER}>
                {row.averagePrepSeconds === null ? "—" : formatDuration(row.averagePrepSeconds)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}

export type BrandsTableProps = {
  brands: AnalyticsBrand[];
  currency: CurrencyCode;
};

/**
 * Per location and brand (docs/brands.md): orders, sales and average order value, most
 * sales first, as the report lists them. The CSV export has no such table yet: no link.
 */
export function BrandsTable({ brands, currency }: BrandsTableProps) {
  return (
    <TableCard title={TABLE_TEXT.brands} className="lg:col-span-2">
      <Table label={TABLE_TEXT.brands} containerClassName={IN_CARD} className="min-w-[28rem]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{TABLE_TEXT.brand}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.orders}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.sales}</TableHead>
            <TableHead className="text-right">{TABLE_TEXT.averageOrderValue}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {brands.map((row) => (
            <TableRow key={row.locationId}>
              <TableCell className="font-medium">{row.name}</TableCell>
              <TableCell className={NUMBER}>{formatCount(row.orders)}</TableCell>
              <TableCell className={NUMBER}>{formatAmount(row.sales, currency)}</TableCell>
              <TableCell className={NUMBER}>
                {row.averageOrderValue === null
                  ? "—"
                  : formatAmount(row.averageOrderValue, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
